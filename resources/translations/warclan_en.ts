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
        <source>#{id} — {player} (seed {seed}, %n card(s) drawn)</source>
        <translation>
            <numerusform>#{id} — {player} (seed {seed}, %n card drawn)</numerusform>
            <numerusform>#{id} — {player} (seed {seed}, %n cards drawn)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;{player}&lt;/b&gt; plays second · seed {seed} · %n card(s) drawn · {deck}</source>
        <translation>
            <numerusform>&lt;b&gt;{player}&lt;/b&gt; plays second · seed {seed} · %n card drawn · {deck}</numerusform>
            <numerusform>&lt;b&gt;{player}&lt;/b&gt; plays second · seed {seed} · %n cards drawn · {deck}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n players</source>
        <translation>
            <numerusform>%n player</numerusform>
            <numerusform>%n players</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;Undead Army deck:&lt;/b&gt; %n cards</source>
        <translation>
            <numerusform>&lt;b&gt;Undead Army deck:&lt;/b&gt; %n card</numerusform>
            <numerusform>&lt;b&gt;Undead Army deck:&lt;/b&gt; %n cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n purchase(s) already paid keep the price paid then; a new price applies to later purchases only.</source>
        <translation>
            <numerusform>%n purchase already paid keeps the price paid then; a new price applies to later purchases only.</numerusform>
            <numerusform>%n purchases already paid keep the price paid then; a new price applies to later purchases only.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{source} was not imported (%n problem(s)); nothing changed:</source>
        <translation>
            <numerusform>{source} was not imported (%n problem); nothing changed:</numerusform>
            <numerusform>{source} was not imported (%n problems); nothing changed:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Its %n match(es) stay in the log.</source>
        <translation>
            <numerusform>Its %n match stays in the log.</numerusform>
            <numerusform>Its %n matches stay in the log.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Delete {name} and its %n warriors?</source>
        <translation>
            <numerusform>Delete {name} and its %n warrior?</numerusform>
            <numerusform>Delete {name} and its %n warriors?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n warrior(s), {cp} Creation Points spent</source>
        <translation>
            <numerusform>%n warrior, {cp} Creation Points spent</numerusform>
            <numerusform>%n warriors, {cp} Creation Points spent</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n warning(s)</source>
        <translation>
            <numerusform>%n warning</numerusform>
            <numerusform>%n warnings</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n problem(s)</source>
        <translation>
            <numerusform>%n problem</numerusform>
            <numerusform>%n problems</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n warrior(s)</source>
        <translation>
            <numerusform>%n warrior</numerusform>
            <numerusform>%n warriors</numerusform>
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
