<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
<context>
    <name></name>
    <message numerus="yes">
        <source>In the match log after %n turn(s).</source>
        <translation>
            <numerusform>In the match log after %n turn.</numerusform>
            <numerusform>In the match log after %n turns.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n casualty(ies)</source>
        <translation>
            <numerusform>%n casualty</numerusform>
            <numerusform>%n casualties</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{clans} fields no warriors: tick who plays.</source>
        <translation>
            <numerusform>{clans} fields no warriors: tick who plays.</numerusform>
            <numerusform>{clans} field no warriors: tick who plays.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Took out %n warrior(s)</source>
        <translation>
            <numerusform>Took out %n warrior</numerusform>
            <numerusform>Took out %n warriors</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n to activate this Round</source>
        <translation>
            <numerusform>%n to activate this Round</numerusform>
            <numerusform>%n to activate this Round</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Wrote %n roster PDF(s), {pages} pages</source>
        <translation>
            <numerusform>Wrote %n roster PDF, {pages} pages</numerusform>
            <numerusform>Wrote %n roster PDFs, {pages} pages</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n file(s), one each</source>
        <translation>
            <numerusform>%n file, one each</numerusform>
            <numerusform>%n files, one each</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{files} already exist(s) in {folder}. Replace?</source>
        <translation>
            <numerusform>{files} already exists in {folder}. Replace it?</numerusform>
            <numerusform>{files} already exist in {folder}. Replace them?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Writing %n roster(s)…</source>
        <translation>
            <numerusform>Writing %n roster…</numerusform>
            <numerusform>Writing %n rosters…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Wrote {names} (%n page(s)) in {folder}.</source>
        <translation>
            <numerusform>Wrote {names} (%n page) in {folder}.</numerusform>
            <numerusform>Wrote {names} (%n pages) in {folder}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Export %n roster(s)</source>
        <translation>
            <numerusform>Export %n roster</numerusform>
            <numerusform>Export %n rosters</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Exported %n roster(s)</source>
        <translation>
            <numerusform>Exported %n roster</numerusform>
            <numerusform>Exported %n rosters</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n change(s), newest first.</source>
        <translation>
            <numerusform>%n change, newest first.</numerusform>
            <numerusform>%n changes, newest first.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Export %n audit row(s) to {file}</source>
        <translation>
            <numerusform>Export %n audit row to {file}</numerusform>
            <numerusform>Export %n audit rows to {file}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Wrote %n row(s) to {file}</source>
        <translation>
            <numerusform>Wrote %n row to {file}</numerusform>
            <numerusform>Wrote %n rows to {file}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>After game {game}: {glory} Glory collected, War Clan Rank {rank} (%n game(s)).</source>
        <translation>
            <numerusform>After game {game}: {glory} Glory collected, War Clan Rank {rank} (%n game).</numerusform>
            <numerusform>After game {game}: {glory} Glory collected, War Clan Rank {rank} (%n games).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n warrior(s) taken out</source>
        <translation>
            <numerusform>%n warrior taken out</numerusform>
            <numerusform>%n warriors taken out</numerusform>
        </translation>
    </message>
</context>
</TS>
