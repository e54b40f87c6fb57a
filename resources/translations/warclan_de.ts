<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de">
<context>
    <name></name>
    <message>
        <source>Copy Details</source>
        <translation>Details kopieren</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <source>⚠ Printing: {warning}</source>
        <translation>⚠ Druck: {warning}</translation>
    </message>
    <message>
        <source>warclan Help</source>
        <translation>warclan-Hilfe</translation>
    </message>
    <message>
        <source>Search the guide</source>
        <translation>Im Handbuch suchen</translation>
    </message>
    <message>
        <source>Help topics</source>
        <translation>Hilfethemen</translation>
    </message>
    <message>
        <source>← &amp;Back</source>
        <translation>← &amp;Zurück</translation>
    </message>
    <message>
        <source>&amp;Forward →</source>
        <translation>&amp;Vor →</translation>
    </message>
    <message>
        <source>Help text</source>
        <translation>Hilfetext</translation>
    </message>
    <message>
        <source># warclan Help

The guide&apos;s files are missing from this installation (looked in `{folder}`). Reinstall warclan to get them back.</source>
        <translation># warclan-Hilfe

Die Dateien des Handbuchs fehlen in dieser Installation (gesucht in `{folder}`). Installiere warclan neu, um sie zurückzubekommen.</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Sprache</translation>
    </message>
    <message>
        <source>System</source>
        <translation>System</translation>
    </message>
    <message>
        <source>The language changes at the next start of warclan.</source>
        <translation>Die Sprache wechselt beim nächsten Start von warclan.</translation>
    </message>
    <message>
        <source>&amp;New Database…</source>
        <translation>&amp;Neue Datenbank…</translation>
    </message>
    <message>
        <source>&amp;Open Database…</source>
        <translation>Datenbank ö&amp;ffnen…</translation>
    </message>
    <message>
        <source>Connect to &amp;League Server…</source>
        <translation>Mit &amp;Ligaserver verbinden…</translation>
    </message>
    <message>
        <source>New &amp;Campaign…</source>
        <translation>Neue &amp;Kampagne…</translation>
    </message>
    <message>
        <source>&amp;Export Roster…</source>
        <translation>Aufstellung &amp;exportieren…</translation>
    </message>
    <message>
        <source>Print roster sheets or cards as PDF</source>
        <translation>Aufstellungsbögen oder Karten als PDF drucken</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Wiederholen</translation>
    </message>
    <message>
        <source>Re&amp;name…</source>
        <translation>&amp;Umbenennen…</translation>
    </message>
    <message>
        <source>&amp;Filter…</source>
        <translation>&amp;Filtern…</translation>
    </message>
    <message>
        <source>Filter the page&apos;s table, or the navigator when it has the focus</source>
        <translation>Die Tabelle der Seite filtern, oder den Navigator, wenn er den Fokus hat</translation>
    </message>
    <message>
        <source>New &amp;War Clan…</source>
        <translation>Neuer Kriegs&amp;clan…</translation>
    </message>
    <message>
        <source>Build a War Clan from 800 Glory</source>
        <translation>Einen Kriegsclan aus 800 Ruhm aufbauen</translation>
    </message>
    <message>
        <source>&amp;Record Game…</source>
        <translation>Spiel &amp;eintragen…</translation>
    </message>
    <message>
        <source>Record a game and its post-game sequence</source>
        <translation>Ein Spiel und seinen Nachspiel-Ablauf eintragen</translation>
    </message>
    <message>
        <source>&amp;Play a Game…</source>
        <translation>Spiel &amp;starten…</translation>
    </message>
    <message>
        <source>Track a game at the table, then record it</source>
        <translation>Ein Spiel am Tisch mitführen und danach eintragen</translation>
    </message>
    <message>
        <source>&amp;Continue Post-Game Sequence…</source>
        <translation>Nachspiel-Ablauf &amp;fortsetzen…</translation>
    </message>
    <message>
        <source>Run a post-game sequence that was not run yet</source>
        <translation>Einen Nachspiel-Ablauf durchführen, der noch aussteht</translation>
    </message>
    <message>
        <source>Zoom &amp;In</source>
        <translation>&amp;Vergrößern</translation>
    </message>
    <message>
        <source>Zoom &amp;Out</source>
        <translation>Ver&amp;kleinern</translation>
    </message>
    <message>
        <source>&amp;Actual Size</source>
        <translation>&amp;Originalgröße</translation>
    </message>
    <message>
        <source>League Audit Trail</source>
        <translation>Protokoll der Liga</translation>
    </message>
    <message>
        <source>added</source>
        <translation>hinzugefügt</translation>
    </message>
    <message>
        <source>changed</source>
        <translation>geändert</translation>
    </message>
    <message>
        <source>deleted</source>
        <translation>gelöscht</translation>
    </message>
    <message>
        <source>Who changed what and when on the league server (the organiser&apos;s)</source>
        <translation>Wer was wann auf dem Liga-Server geändert hat (für die Ligaleitung)</translation>
    </message>
    <message>
        <source>League &amp;Audit Trail…</source>
        <translation>&amp;Protokoll der Liga…</translation>
    </message>
    <message>
        <source>Connect to a league server first: the audit trail is kept there</source>
        <translation>Verbinde dich zuerst mit einem Liga-Server: dort wird das Protokoll geführt</translation>
    </message>
    <message>
        <source>An SQLite file has one user and keeps no audit trail; a league server keeps one</source>
        <translation>Eine SQLite-Datei hat einen Benutzer und führt kein Protokoll; ein Liga-Server führt eines</translation>
    </message>
    <message>
        <source>this login</source>
        <translation>diese Anmeldung</translation>
    </message>
    <message>
        <source>player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>viewer</source>
        <translation>Zuschauer</translation>
    </message>
    <message>
        <source>Only the league organiser reads the audit trail; {who} is a league {role}</source>
        <translation>Nur die Ligaleitung liest das Protokoll; {who} ist in der Liga {role}</translation>
    </message>
    <message>
        <source>before</source>
        <translation>vorher</translation>
    </message>
    <message>
        <source>after</source>
        <translation>nachher</translation>
    </message>
    <message>
        <source>War Clan</source>
        <translation>Kriegsclan</translation>
    </message>
    <message>
        <source>Any War Clan</source>
        <translation>Jeder Kriegsclan</translation>
    </message>
    <message>
        <source>Anyone</source>
        <translation>Jeder</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Tabelle</translation>
    </message>
    <message>
        <source>Any table</source>
        <translation>Jede Tabelle</translation>
    </message>
    <message>
        <source>&amp;From</source>
        <translation>&amp;Von</translation>
    </message>
    <message>
        <source>&amp;To</source>
        <translation>&amp;Bis</translation>
    </message>
    <message>
        <source>Rows at most</source>
        <translation>Höchstens so viele Zeilen</translation>
    </message>
    <message>
        <source>Show at most this many rows, the newest</source>
        <translation>Höchstens so viele Zeilen zeigen, die neuesten</translation>
    </message>
    <message>
        <source>When</source>
        <translation>Wann</translation>
    </message>
    <message>
        <source>Who</source>
        <translation>Wer</translation>
    </message>
    <message>
        <source>Op</source>
        <translation>Vorgang</translation>
    </message>
    <message>
        <source>added, changed or deleted</source>
        <translation>hinzugefügt, geändert oder gelöscht</translation>
    </message>
    <message>
        <source>Row</source>
        <translation>Zeile</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>Änderung</translation>
    </message>
    <message>
        <source>an update&apos;s changed columns; the row added or deleted</source>
        <translation>bei einer Änderung die geänderten Spalten; sonst die hinzugefügte oder gelöschte Zeile</translation>
    </message>
    <message>
        <source>Audit trail</source>
        <translation>Protokoll</translation>
    </message>
    <message>
        <source>More rows</source>
        <translation>Weitere Zeilen</translation>
    </message>
    <message>
        <source>Message</source>
        <translation>Meldung</translation>
    </message>
    <message>
        <source>&amp;Refresh</source>
        <translation>&amp;Aktualisieren</translation>
    </message>
    <message>
        <source>Read the audit trail again (new changes, new filters)</source>
        <translation>Das Protokoll neu lesen (neue Änderungen, neue Filter)</translation>
    </message>
    <message>
        <source>&amp;Export CSV…</source>
        <translation>CSV &amp;exportieren…</translation>
    </message>
    <message>
        <source>Write the rows shown to a CSV file</source>
        <translation>Die gezeigten Zeilen in eine CSV-Datei schreiben</translation>
    </message>
    <message>
        <source>&amp;War Clan:</source>
        <translation>&amp;Kriegsclan:</translation>
    </message>
    <message>
        <source>T&amp;able:</source>
        <translation>T&amp;abelle:</translation>
    </message>
    <message>
        <source>&amp;Rows at most:</source>
        <translation>&amp;Höchstens Zeilen:</translation>
    </message>
    <message>
        <source>Filter by the day: {which}</source>
        <translation>Nach dem Tag filtern: {which}</translation>
    </message>
    <message>
        <source>Day: {which}</source>
        <translation>Tag: {which}</translation>
    </message>
    <message>
        <source>Reading the audit trail…</source>
        <translation>Das Protokoll wird gelesen…</translation>
    </message>
    <message>
        <source>No change matches these filters.</source>
        <translation>Keine Änderung passt zu diesen Filtern.</translation>
    </message>
    <message numerus="yes">
        <source>%n change(s), newest first.</source>
        <translation>
            <numerusform>%n Änderung, die neueste zuerst.</numerusform>
            <numerusform>%n Änderungen, die neuesten zuerst.</numerusform>
        </translation>
    </message>
    <message>
        <source>More rows match than are shown: these are the newest {count}. Narrow the filters or raise “Rows at most” to see older ones.</source>
        <translation>Es passen mehr Zeilen, als gezeigt werden: dies sind die neuesten {count}. Grenze die Filter ein oder erhöhe „Höchstens Zeilen“, um ältere zu sehen.</translation>
    </message>
    <message>
        <source>Export Audit Trail</source>
        <translation>Protokoll exportieren</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV-Dateien (*.csv)</translation>
    </message>
    <message numerus="yes">
        <source>Export %n audit row(s) to {file}</source>
        <translation>
            <numerusform>%n Protokollzeile nach {file} exportieren</numerusform>
            <numerusform>%n Protokollzeilen nach {file} exportieren</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Wrote %n row(s) to {file}</source>
        <translation>
            <numerusform>%n Zeile nach {file} geschrieben</numerusform>
            <numerusform>%n Zeilen nach {file} geschrieben</numerusform>
        </translation>
    </message>
    <message>
        <source>warclan &amp;Help</source>
        <translation>warclan-&amp;Hilfe</translation>
    </message>
    <message>
        <source>&amp;About warclan</source>
        <translation>&amp;Über warclan</translation>
    </message>
    <message>
        <source>&amp;Licences…</source>
        <translation>&amp;Lizenzen…</translation>
    </message>
    <message>
        <source>Continue Sequence</source>
        <translation>Ablauf fortsetzen</translation>
    </message>
    <message>
        <source>Print</source>
        <translation>Drucken</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>&amp;Zuletzt geöffnet</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <source>&amp;Campaign</source>
        <translation>&amp;Kampagne</translation>
    </message>
    <message>
        <source>&amp;Warband</source>
        <translation>Krieger&amp;bande</translation>
    </message>
    <message>
        <source>R&amp;ules</source>
        <translation>&amp;Regeln</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>Main</source>
        <translation>Haupt</translation>
    </message>
    <message>
        <source>Toolbar</source>
        <translation>Werkzeugleiste</translation>
    </message>
    <message>
        <source>Nothing here yet</source>
        <translation>Noch nichts hier</translation>
    </message>
    <message>
        <source>Navigator</source>
        <translation>Navigator</translation>
    </message>
    <message>
        <source>Refresh</source>
        <translation>Aktualisieren</translation>
    </message>
    <message>
        <source>Reloaded from the database</source>
        <translation>Neu aus der Datenbank geladen</translation>
    </message>
    <message>
        <source>War Clan {id}</source>
        <translation>Kriegsclan {id}</translation>
    </message>
    <message>
        <source>Zoom {percent}</source>
        <translation>Zoom {percent}</translation>
    </message>
    <message>
        <source>Database: {where}</source>
        <translation>Datenbank: {where}</translation>
    </message>
    <message>
        <source>No database open</source>
        <translation>Keine Datenbank geöffnet</translation>
    </message>
    <message>
        <source>About warclan</source>
        <translation>Über warclan</translation>
    </message>
    <message>
        <source>warclan {version}

Campaign and warband manager for the Ragnarok and Mors Regnat skirmish wargames.
{where}</source>
        <translation>warclan {version}

Kampagnen- und Kriegerbanden-Verwaltung für die Skirmish-Tabletops Ragnarok und Mors Regnat.
{where}</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>Ungespeicherte Änderungen</translation>
    </message>
    <message>
        <source>These changes are typed but not saved:

{listed}

{doing} anyway and lose them?</source>
        <translation>Diese Änderungen sind eingegeben, aber nicht gespeichert:

{listed}

Trotzdem „{doing}“ und sie verlieren?</translation>
    </message>
    <message>
        <source>{doing} Anyway</source>
        <translation>Trotzdem: {doing}</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Beenden</translation>
    </message>
    <message>
        <source>Quit Anyway</source>
        <translation>Trotzdem beenden</translation>
    </message>
    <message>
        <source>Odds</source>
        <translation>Chancen</translation>
    </message>
    <message>
        <source>The chosen Warrior&apos;s attack against this one (O)</source>
        <translation>Der Angriff des gewählten Kriegers gegen diesen (O)</translation>
    </message>
    <message>
        <source>WOUNDS −1 (W)</source>
        <translation>WOUNDS −1 (W)</translation>
    </message>
    <message>
        <source>WOUNDS minus one</source>
        <translation>WOUNDS minus eins</translation>
    </message>
    <message>
        <source>WOUNDS +1 (Shift+W)</source>
        <translation>WOUNDS +1 (Umschalt+W)</translation>
    </message>
    <message>
        <source>WOUNDS plus one</source>
        <translation>WOUNDS plus eins</translation>
    </message>
    <message>
        <source>WOUNDS</source>
        <translation>WOUNDS</translation>
    </message>
    <message>
        <source>Full</source>
        <translation>Voll</translation>
    </message>
    <message>
        <source>A full action: Advance, Dedicated Attack or Rest (F)</source>
        <translation>Eine volle Aktion: Vorrücken, Gezielter Angriff oder Rasten (F)</translation>
    </message>
    <message>
        <source>Minor</source>
        <translation>Klein</translation>
    </message>
    <message>
        <source>A minor action: Cautious Advance or Weak Attack (M)</source>
        <translation>Eine kleine Aktion: Vorsichtiges Vorrücken oder Schwacher Angriff (M)</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Fertig</translation>
    </message>
    <message>
        <source>The activation ends here (A)</source>
        <translation>Die Aktivierung endet hier (A)</translation>
    </message>
    <message>
        <source>ATTACK {attack} · TOUGHNESS {toughness} · {weapon}</source>
        <translation>ATTACK {attack} · TOUGHNESS {toughness} · {weapon}</translation>
    </message>
    <message>
        <source>Casualty</source>
        <translation>Ausgefallen</translation>
    </message>
    <message>
        <source>Activated</source>
        <translation>Aktiviert</translation>
    </message>
    <message>
        <source>One minor action left</source>
        <translation>Eine kleine Aktion übrig</translation>
    </message>
    <message>
        <source>To activate</source>
        <translation>Noch zu aktivieren</translation>
    </message>
    <message>
        <source>Match tracker page</source>
        <translation>Partie-Tracker</translation>
    </message>
    <message>
        <source>Next Turn (P)</source>
        <translation>Nächster Zug (P)</translation>
    </message>
    <message>
        <source>Every Warrior has activated: next turn</source>
        <translation>Jeder Krieger hat aktiviert: nächster Zug</translation>
    </message>
    <message>
        <source>End Match…</source>
        <translation>Partie beenden…</translation>
    </message>
    <message>
        <source>Say who won; the match log gets it</source>
        <translation>Sagen, wer gewonnen hat; das Partienprotokoll erhält es</translation>
    </message>
    <message>
        <source>Record in the Match Log</source>
        <translation>Ins Partienprotokoll eintragen</translation>
    </message>
    <message>
        <source>The result and each warband&apos;s casualties</source>
        <translation>Das Ergebnis und die Ausfälle jeder Kriegerbande</translation>
    </message>
    <message>
        <source>Tracker message</source>
        <translation>Tracker-Meldung</translation>
    </message>
    <message>
        <source>Attacker</source>
        <translation>Angreifer</translation>
    </message>
    <message>
        <source>Weak Attack (half ATTACK, rounded up)</source>
        <translation>Schwacher Angriff (halber ATTACK, aufgerundet)</translation>
    </message>
    <message>
        <source>Defender</source>
        <translation>Verteidiger</translation>
    </message>
    <message>
        <source>Attack odds</source>
        <translation>Angriffschancen</translation>
    </message>
    <message>
        <source>Match log lines</source>
        <translation>Zeilen des Partienprotokolls</translation>
    </message>
    <message>
        <source>Attack Odds</source>
        <translation>Angriffschancen</translation>
    </message>
    <message>
        <source>Log</source>
        <translation>Protokoll</translation>
    </message>
    <message>
        <source>Match tracker</source>
        <translation>Partie-Tracker</translation>
    </message>
    <message>
        <source>{warband} initiative 1D10</source>
        <translation>Initiative-1W10 von {warband}</translation>
    </message>
    <message>
        <source>Save Rolls</source>
        <translation>Würfe speichern</translation>
    </message>
    <message>
        <source>Save the 1D10 rolls typed here</source>
        <translation>Die hier eingegebenen 1W10-Würfe speichern</translation>
    </message>
    <message>
        <source>Roll (R)</source>
        <translation>Würfeln (R)</translation>
    </message>
    <message>
        <source>Let warclan roll each player&apos;s 1D10 (ties rolled again)</source>
        <translation>warclan würfelt für jeden Spieler 1W10 (Gleichstände werden neu gewürfelt)</translation>
    </message>
    <message numerus="yes">
        <source>In the match log after %n turn(s).</source>
        <translation>
            <numerusform>Nach %n Zug im Partienprotokoll.</numerusform>
            <numerusform>Nach %n Zügen im Partienprotokoll.</numerusform>
        </translation>
    </message>
    <message>
        <source>a draw</source>
        <translation>ein Unentschieden</translation>
    </message>
    <message>
        <source>Warband (tick who played)</source>
        <translation>Wer spielte? (ankreuzen)</translation>
    </message>
    <message>
        <source>Casualties</source>
        <translation>Ausfälle</translation>
    </message>
    <message>
        <source>Warbands in the new match</source>
        <translation>Kriegerbanden der neuen Partie</translation>
    </message>
    <message>
        <source>Winner or draw</source>
        <translation>Sieger oder unentschieden</translation>
    </message>
    <message>
        <source>Scenario, weather, what happened…</source>
        <translation>Szenario, Wetter, was geschah…</translation>
    </message>
    <message>
        <source>Match notes</source>
        <translation>Notizen zur Partie</translation>
    </message>
    <message>
        <source>Record a match</source>
        <translation>Eine Partie eintragen</translation>
    </message>
    <message>
        <source>Show matches of</source>
        <translation>Partien zeigen von</translation>
    </message>
    <message>
        <source>every warband</source>
        <translation>allen Kriegerbanden</translation>
    </message>
    <message>
        <source>{warband} won</source>
        <translation>{warband} hat gewonnen</translation>
    </message>
    <message>
        <source>Tick at least two warbands that played.</source>
        <translation>Kreuze mindestens zwei Kriegerbanden an, die gespielt haben.</translation>
    </message>
    <message>
        <source> vs </source>
        <translation> gegen </translation>
    </message>
    <message>
        <source>Record match {names}</source>
        <translation>Partie {names} eintragen</translation>
    </message>
    <message>
        <source>Delete match {id} ({names}, {date}) from the log? The standings change with it; Edit ▸ Undo brings it back.</source>
        <translation>Partie {id} ({names}, {date}) aus dem Protokoll löschen? Die Tabelle ändert sich mit; Bearbeiten ▸ Rückgängig holt sie zurück.</translation>
    </message>
    <message>
        <source>Delete match {id} ({names})</source>
        <translation>Partie {id} ({names}) löschen</translation>
    </message>
    <message>
        <source>The match ended in turn {turn}: {result}. Record it, or Ctrl+Z to play on.</source>
        <translation>Die Partie endete in Zug {turn}: {result}. Trage sie ein, oder Strg+Z, um weiterzuspielen.</translation>
    </message>
    <message>
        <source>Turn {turn} · Initiative: each player rolls 1D10</source>
        <translation>Zug {turn} · Initiative: jeder Spieler würfelt 1W10</translation>
    </message>
    <message>
        <source>Turn {turn} · Action Phase · </source>
        <translation>Zug {turn} · Aktionsphase · </translation>
    </message>
    <message>
        <source>{warband} activate ({names})</source>
        <translation>{warband} aktiviert ({names})</translation>
    </message>
    <message>
        <source>every Warrior has activated: P for the next turn</source>
        <translation>jeder Krieger hat aktiviert: P für den nächsten Zug</translation>
    </message>
    <message numerus="yes">
        <source>%n casualty(ies)</source>
        <translation>
            <numerusform>%n Ausfall</numerusform>
            <numerusform>%n Ausfälle</numerusform>
        </translation>
    </message>
    <message>
        <source> — wiped out</source>
        <translation> — ausgelöscht</translation>
    </message>
    <message>
        <source> · rolled {roll}</source>
        <translation> · gewürfelt: {roll}</translation>
    </message>
    <message>
        <source>{at}  Turn {turn}: {text}</source>
        <translation>{at}  Zug {turn}: {text}</translation>
    </message>
    <message>
        <source>{name} is a casualty.</source>
        <translation>{name} ist ausgefallen.</translation>
    </message>
    <message>
        <source>No damage.</source>
        <translation>Kein Schaden.</translation>
    </message>
    <message>
        <source>{dice} ATTACK dice (damage {damage} each) against {toughness} TOUGHNESS dice, {wounds} WOUNDS left:&lt;br&gt;&lt;b&gt;{chance}&lt;/b&gt; to make {name} a casualty; {expected} damage expected (exact, 002 “Performing Attacks”).</source>
        <translation>{dice} ATTACK-Würfel (je {damage} Schaden) gegen {toughness} TOUGHNESS-Würfel, {wounds} WOUNDS übrig:&lt;br&gt;&lt;b&gt;{chance}&lt;/b&gt;, dass {name} ausfällt; {expected} Schaden erwartet (exakt, 002 „Performing Attacks“).</translation>
    </message>
    <message>
        <source>Choose a Warrior&apos;s card first (click it, or N).</source>
        <translation>Wähle zuerst die Karte eines Kriegers (anklicken oder N).</translation>
    </message>
    <message>
        <source>Initiative is rolled at the start of a turn.</source>
        <translation>Die Initiative wird zu Beginn eines Zuges gewürfelt.</translation>
    </message>
    <message>
        <source>Saved: {what}</source>
        <translation>Gespeichert: {what}</translation>
    </message>
    <message>
        <source>{warband} wiped out the others.</source>
        <translation>{warband} hat die anderen ausgelöscht.</translation>
    </message>
    <message>
        <source>No warband has been wiped out yet.</source>
        <translation>Noch keine Kriegerbande wurde ausgelöscht.</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Unentschieden</translation>
    </message>
    <message>
        <source>End Match</source>
        <translation>Partie beenden</translation>
    </message>
    <message>
        <source>{hint} Who won? The match log gets the result with each warband&apos;s casualties.</source>
        <translation>{hint} Wer hat gewonnen? Das Partienprotokoll erhält das Ergebnis mit den Ausfällen jeder Kriegerbande.</translation>
    </message>
    <message>
        <source>Record the match in the match log</source>
        <translation>Die Partie ins Partienprotokoll eintragen</translation>
    </message>
    <message>
        <source>Play a Match</source>
        <translation>Partie spielen</translation>
    </message>
    <message>
        <source>Tick the warbands at the table:</source>
        <translation>Kreuze die Kriegerbanden am Tisch an:</translation>
    </message>
    <message>
        <source>Start the Match</source>
        <translation>Partie beginnen</translation>
    </message>
    <message>
        <source>Tick at least two warbands.</source>
        <translation>Kreuze mindestens zwei Kriegerbanden an.</translation>
    </message>
    <message>
        <source>Start a match</source>
        <translation>Eine Partie beginnen</translation>
    </message>
    <message>
        <source>warclan databases (*.sqlite *.db);;All files (*)</source>
        <translation>warclan-Datenbanken (*.sqlite *.db);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Open Another…</source>
        <translation>Andere öffnen…</translation>
    </message>
    <message>
        <source>New Database…</source>
        <translation>Neue Datenbank…</translation>
    </message>
    <message>
        <source>cannot open {url}: {error}</source>
        <translation>{url} lässt sich nicht öffnen: {error}</translation>
    </message>
    <message>
        <source>Open Another Database</source>
        <translation>Andere Datenbank öffnen</translation>
    </message>
    <message>
        <source>Open Another Database Anyway</source>
        <translation>Trotzdem andere Datenbank öffnen</translation>
    </message>
    <message>
        <source>Opening the database…</source>
        <translation>Datenbank wird geöffnet…</translation>
    </message>
    <message>
        <source>{where}

A database written by an older warclan is first backed up into backups/ beside it, then brought up to date; this page says where the backup went.</source>
        <translation>{where}

Eine Datenbank einer älteren warclan-Version wird zuerst nach backups/ daneben gesichert und dann aktualisiert; diese Seite sagt, wo die Sicherung liegt.</translation>
    </message>
    <message>
        <source>Opening {where}…</source>
        <translation>{where} wird geöffnet…</translation>
    </message>
    <message>
        <source> The file as it was is kept at {backup}.</source>
        <translation> Die Datei im alten Stand liegt unter {backup}.</translation>
    </message>
    <message>
        <source>This database was written by an older warclan (revision {revision}) and has been brought up to date.</source>
        <translation>Diese Datenbank stammt von einer älteren warclan-Version (Revision {revision}) und wurde aktualisiert.</translation>
    </message>
    <message>
        <source>Opened {where}</source>
        <translation>{where} geöffnet</translation>
    </message>
    <message>
        <source>Something went wrong: {reason}</source>
        <translation>Etwas ist schiefgegangen: {reason}</translation>
    </message>
    <message>
        <source>The database could not be opened</source>
        <translation>Die Datenbank konnte nicht geöffnet werden</translation>
    </message>
    <message>
        <source>{where} could not be opened:
{reason}

File ▸ Open Database… or File ▸ New Database…</source>
        <translation>{where} konnte nicht geöffnet werden:
{reason}

Datei ▸ Datenbank öffnen… oder Datei ▸ Neue Datenbank…</translation>
    </message>
    <message>
        <source>warclan cannot open the database</source>
        <translation>warclan kann die Datenbank nicht öffnen</translation>
    </message>
    <message>
        <source>{where} cannot be opened.

{reason}</source>
        <translation>{where} kann nicht geöffnet werden.

{reason}</translation>
    </message>
    <message>
        <source>Open database</source>
        <translation>Datenbank öffnen</translation>
    </message>
    <message>
        <source>A new database</source>
        <translation>Eine neue Datenbank</translation>
    </message>
    <message>
        <source>This database has no campaign yet.

Create a demo campaign to look around? It has three War Clans built from the example profiles and three games with injuries, raids and purchases. You can rename or ignore it; it is ordinary data.</source>
        <translation>Diese Datenbank hat noch keine Kampagne.

Eine Demo-Kampagne zum Umsehen anlegen? Sie hat drei Kriegsclans aus den Beispielprofilen und drei Spiele mit Verletzungen, Raubzügen und Käufen. Du kannst sie umbenennen oder ignorieren; es sind gewöhnliche Daten.</translation>
    </message>
    <message>
        <source>Create Demo Campaign</source>
        <translation>Demo-Kampagne anlegen</translation>
    </message>
    <message>
        <source>Create the demo campaign</source>
        <translation>Die Demo-Kampagne anlegen</translation>
    </message>
    <message>
        <source>Open Database</source>
        <translation>Datenbank öffnen</translation>
    </message>
    <message>
        <source>New Database</source>
        <translation>Neue Datenbank</translation>
    </message>
    <message>
        <source>{path} already exists. Choose another name, or File ▸ Open Database… to open it.</source>
        <translation>{path} gibt es schon. Wähle einen anderen Namen, oder Datei ▸ Datenbank öffnen…, um sie zu öffnen.</translation>
    </message>
    <message>
        <source>  (missing)</source>
        <translation>  (fehlt)</translation>
    </message>
    <message>
        <source>The file is no longer there: choose it to remove it from the list</source>
        <translation>Die Datei ist nicht mehr da: wähle sie, um sie aus der Liste zu entfernen</translation>
    </message>
    <message>
        <source>No recent databases</source>
        <translation>Keine zuletzt geöffneten Datenbanken</translation>
    </message>
    <message>
        <source>Remove &amp;Missing Files</source>
        <translation>&amp;Fehlende Dateien entfernen</translation>
    </message>
    <message>
        <source>Database missing</source>
        <translation>Datenbank fehlt</translation>
    </message>
    <message>
        <source>{where} is no longer there (moved or deleted).

Remove it from the list of recent databases?</source>
        <translation>{where} ist nicht mehr da (verschoben oder gelöscht).

Aus der Liste der zuletzt geöffneten Datenbanken entfernen?</translation>
    </message>
    <message>
        <source>Remove from List</source>
        <translation>Aus der Liste entfernen</translation>
    </message>
    <message>
        <source>Removed missing files from the recent databases</source>
        <translation>Fehlende Dateien aus den zuletzt geöffneten Datenbanken entfernt</translation>
    </message>
    <message>
        <source>database problem: {detail}</source>
        <translation>Datenbankproblem: {detail}</translation>
    </message>
    <message>
        <source>{what}: the connection broke, trying again…</source>
        <translation>{what}: die Verbindung ist abgebrochen, neuer Versuch…</translation>
    </message>
    <message>
        <source>unexpected error: {error}</source>
        <translation>unerwarteter Fehler: {error}</translation>
    </message>
    <message>
        <source>Something went wrong: {error}</source>
        <translation>Etwas ist schiefgegangen: {error}</translation>
    </message>
    <message>
        <source>Redo {what}</source>
        <translation>Wiederholen: {what}</translation>
    </message>
    <message>
        <source>Redid {what}</source>
        <translation>Wiederholt: {what}</translation>
    </message>
    <message>
        <source>Undo {what}</source>
        <translation>Rückgängig: {what}</translation>
    </message>
    <message>
        <source>Undid {what}</source>
        <translation>Rückgängig gemacht: {what}</translation>
    </message>
    <message>
        <source>Nothing here yet.</source>
        <translation>Noch nichts hier.</translation>
    </message>
    <message>
        <source>Loading from the database…</source>
        <translation>Wird aus der Datenbank geladen…</translation>
    </message>
    <message>
        <source>Waiting for another player&apos;s change…</source>
        <translation>Warte auf die Änderung eines anderen Spielers…</translation>
    </message>
    <message>
        <source>Loading</source>
        <translation>Laden</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Stop waiting: the page keeps what it shows</source>
        <translation>Nicht mehr warten: die Seite behält, was sie zeigt</translation>
    </message>
    <message>
        <source>Page</source>
        <translation>Seite</translation>
    </message>
    <message>
        <source>Notice</source>
        <translation>Hinweis</translation>
    </message>
    <message>
        <source>Giving the change up…</source>
        <translation>Änderung wird aufgegeben…</translation>
    </message>
    <message>
        <source>Waiting</source>
        <translation>Warten</translation>
    </message>
    <message>
        <source>Give the change up: nothing is changed</source>
        <translation>Die Änderung aufgeben: nichts wird geändert</translation>
    </message>
    <message>
        <source>dead</source>
        <translation>tot</translation>
    </message>
    <message>
        <source>left the War Clan</source>
        <translation>hat den Kriegsclan verlassen</translation>
    </message>
    <message>
        <source>must miss this game (injured last game)</source>
        <translation>muss dieses Spiel aussetzen (im letzten Spiel verletzt)</translation>
    </message>
    <message>
        <source>Play a Game</source>
        <translation>Spiel starten</translation>
    </message>
    <message>
        <source>Tick the War Clans at the table and the warriors each fields. The tracker then follows the game Round by Round and fills in Record Game at the end.</source>
        <translation>Kreuze die Kriegsclans am Tisch an und die Krieger, die jeder aufstellt. Der Tracker folgt dann dem Spiel Runde für Runde und füllt am Ende „Spiel eintragen“ aus.</translation>
    </message>
    <message>
        <source>War Clan / warrior</source>
        <translation>Kriegsclan / Krieger</translation>
    </message>
    <message>
        <source>{stat}: current value; a change since recruitment is shown after it as (+1) or (−1)</source>
        <translation>{stat}: aktueller Wert; eine Änderung seit der Rekrutierung steht dahinter als (+1) oder (−1)</translation>
    </message>
    <message>
        <source>Injured in the clan&apos;s latest game: cannot be fielded in the next one.</source>
        <translation>Im letzten Spiel seines Kriegsclans verletzt: kann im nächsten nicht aufgestellt werden.</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Zustand</translation>
    </message>
    <message>
        <source>God Powers with their Godspark cost (GS)</source>
        <translation>Götterkräfte mit ihren Godspark-Kosten (GS)</translation>
    </message>
    <message>
        <source>Profile</source>
        <translation>Profil</translation>
    </message>
    <message>
        <source>Store</source>
        <translation>Vorrat</translation>
    </message>
    <message>
        <source>Quantity</source>
        <translation>Menge</translation>
    </message>
    <message>
        <source>Where it came from</source>
        <translation>Herkunft</translation>
    </message>
    <message>
        <source>Scenario</source>
        <translation>Szenario</translation>
    </message>
    <message>
        <source>Kills</source>
        <translation>Getötete</translation>
    </message>
    <message>
        <source>Rank before</source>
        <translation>Rang vorher</translation>
    </message>
    <message>
        <source>Post-game sequence</source>
        <translation>Nachspiel-Ablauf</translation>
    </message>
    <message>
        <source>done</source>
        <translation>erledigt</translation>
    </message>
    <message>
        <source>not yet run</source>
        <translation>noch ausstehend</translation>
    </message>
    <message>
        <source>tracked (Enter)</source>
        <translation>mitverfolgt (Eingabe)</translation>
    </message>
    <message>
        <source>Played with the game tracker: Enter or double-click shows its log</source>
        <translation>Mit dem Spiel-Tracker gespielt: Eingabetaste oder Doppelklick zeigt das Protokoll</translation>
    </message>
    <message>
        <source>Scenario Glory</source>
        <translation>Szenario-Ruhm</translation>
    </message>
    <message>
        <source>Catch-up bonus</source>
        <translation>Aufholbonus</translation>
    </message>
    <message>
        <source>Correction</source>
        <translation>Korrektur</translation>
    </message>
    <message>
        <source>Spent</source>
        <translation>Ausgegeben</translation>
    </message>
    <message>
        <source>Refund</source>
        <translation>Erstattung</translation>
    </message>
    <message>
        <source>Found raiding</source>
        <translation>Beim Raubzug gefunden</translation>
    </message>
    <message>
        <source>Raises rank</source>
        <translation>Hebt den Rang</translation>
    </message>
    <message>
        <source>Glory collected raises War Clan Rank; raid finds and spending do not</source>
        <translation>Gesammelter Ruhm hebt den Kriegsclan-Rang; Raubzugfunde und Ausgaben nicht</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Wert</translation>
    </message>
    <message>
        <source>Origin</source>
        <translation>Herkunft</translation>
    </message>
    <message>
        <source>For</source>
        <translation>Wofür</translation>
    </message>
    <message>
        <source>{clan} (left)</source>
        <translation>{clan} (ausgetreten)</translation>
    </message>
    <message>
        <source>War Clan Rank: +1 for every 50 Glory collected</source>
        <translation>Kriegsclan-Rang: +1 je 50 gesammelten Ruhm</translation>
    </message>
    <message>
        <source>Glory earned in games; it raises War Clan Rank</source>
        <translation>In Spielen verdienter Ruhm; er hebt den Kriegsclan-Rang</translation>
    </message>
    <message>
        <source>Unspent Glory</source>
        <translation>Nicht ausgegebener Ruhm</translation>
    </message>
    <message>
        <source>Glory left to spend, raid finds included</source>
        <translation>Ruhm, der noch ausgegeben werden kann, Raubzugfunde eingeschlossen</translation>
    </message>
    <message>
        <source>Joined at base rank</source>
        <translation>Beigetreten bei Basisrang</translation>
    </message>
    <message>
        <source>The campaign&apos;s base War Clan Rank when the clan joined; below it, the clan earns catch-up Glory</source>
        <translation>Der Basisrang der Kampagne beim Beitritt des Kriegsclans; liegt sein Rang darunter, verdient er Aufhol-Ruhm</translation>
    </message>
    <message>
        <source>Price (Glory)</source>
        <translation>Preis (Ruhm)</translation>
    </message>
    <message>
        <source>Glory found</source>
        <translation>Gefundener Ruhm</translation>
    </message>
    <message>
        <source>Glory per Godspark</source>
        <translation>Ruhm je Godspark</translation>
    </message>
    <message>
        <source>HP</source>
        <translation>LP</translation>
    </message>
    <message>
        <source>Text</source>
        <translation>Regeltext</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>Regel</translation>
    </message>
    <message>
        <source>About</source>
        <translation>Über</translation>
    </message>
    <message>
        <source>Effect</source>
        <translation>Wirkung</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Notiz</translation>
    </message>
    <message>
        <source>Godspark cost</source>
        <translation>Godspark-Kosten</translation>
    </message>
    <message>
        <source>Attack</source>
        <translation>Angriff</translation>
    </message>
    <message>
        <source>Attacks</source>
        <translation>Angriffe</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>Kosten</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Größe</translation>
    </message>
    <message>
        <source>Base size</source>
        <translation>Basisgröße</translation>
    </message>
    <message>
        <source>Faction</source>
        <translation>Fraktion</translation>
    </message>
    <message>
        <source>Abilities</source>
        <translation>Fähigkeiten</translation>
    </message>
    <message>
        <source>Printed name</source>
        <translation>Gedruckter Name</translation>
    </message>
    <message>
        <source>Aliases</source>
        <translation>Andere Namen</translation>
    </message>
    <message>
        <source>Dice</source>
        <translation>Würfel</translation>
    </message>
    <message>
        <source>Low</source>
        <translation>Von</translation>
    </message>
    <message>
        <source>High</source>
        <translation>Bis</translation>
    </message>
    <message>
        <source>Severe</source>
        <translation>Schwer</translation>
    </message>
    <message>
        <source>Modifier</source>
        <translation>Modifikator</translation>
    </message>
    <message>
        <source>Multiplier</source>
        <translation>Multiplikator</translation>
    </message>
    <message>
        <source>Penalty</source>
        <translation>Abzug</translation>
    </message>
    <message>
        <source>Stat</source>
        <translation>Wert</translation>
    </message>
    <message>
        <source>Finds</source>
        <translation>Funde</translation>
    </message>
    <message>
        <source>Removal</source>
        <translation>Entfernen</translation>
    </message>
    <message>
        <source>Max times</source>
        <translation>Höchstens (mal)</translation>
    </message>
    <message>
        <source>Max per stat</source>
        <translation>Höchstens je Wert</translation>
    </message>
    <message>
        <source>Price per point</source>
        <translation>Preis je Punkt</translation>
    </message>
    <message>
        <source>Improvements</source>
        <translation>Verbesserungen</translation>
    </message>
    <message>
        <source>Recruit</source>
        <translation>Anwerben</translation>
    </message>
    <message>
        <source>Key</source>
        <translation>Schlüssel</translation>
    </message>
    <message>
        <source>Boosts</source>
        <translation>Boosts</translation>
    </message>
    <message>
        <source>At most</source>
        <translation>Höchstens</translation>
    </message>
    <message>
        <source>Blind at</source>
        <translation>Blind ab</translation>
    </message>
    <message>
        <source>Difference</source>
        <translation>Differenz</translation>
    </message>
    <message>
        <source>Injury</source>
        <translation>Verletzung</translation>
    </message>
    <message>
        <source>Min survivors</source>
        <translation>Mindestens Überlebende</translation>
    </message>
    <message>
        <source>Success value</source>
        <translation>Erfolgswert</translation>
    </message>
    <message>
        <source>Survivor bonus</source>
        <translation>Überlebendenbonus</translation>
    </message>
    <message>
        <source>Section</source>
        <translation>Abschnitt</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Quelle</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <source>no</source>
        <translation>nein</translation>
    </message>
    <message>
        <source>House rule form</source>
        <translation>Formular der Hausregel</translation>
    </message>
    <message>
        <source>Field</source>
        <translation>Feld</translation>
    </message>
    <message>
        <source>This campaign plays</source>
        <translation>Diese Kampagne spielt</translation>
    </message>
    <message>
        <source>Original</source>
        <translation>Im Original</translation>
    </message>
    <message>
        <source>The group&apos;s own entry: there is no original.</source>
        <translation>Eigener Eintrag der Gruppe: es gibt kein Original.</translation>
    </message>
    <message>
        <source>The entry&apos;s key: a house rule cannot rename it</source>
        <translation>Der Schlüssel des Eintrags: eine Hausregel kann ihn nicht umbenennen</translation>
    </message>
    <message>
        <source>{field} (original)</source>
        <translation>{field} (Original)</translation>
    </message>
    <message>
        <source>Put back the original {field}</source>
        <translation>Original zurückholen: {field}</translation>
    </message>
    <message>
        <source>Put back the original: {value}</source>
        <translation>Original zurückholen: {value}</translation>
    </message>
    <message>
        <source>JSON: a list in [ ], text in quotes, null for none</source>
        <translation>JSON: eine Liste in [ ], Text in Anführungszeichen, null für nichts</translation>
    </message>
    <message>
        <source>{field}: not valid JSON ({error})</source>
        <translation>{field}: kein gültiges JSON ({error})</translation>
    </message>
    <message>
        <source>War Clans and warriors</source>
        <translation>Kriegsclans und Krieger</translation>
    </message>
    <message>
        <source>{name} ({why})</source>
        <translation>{name} ({why})</translation>
    </message>
    <message>
        <source>{name}: {why}</source>
        <translation>{name}: {why}</translation>
    </message>
    <message>
        <source>Start the Game</source>
        <translation>Spiel beginnen</translation>
    </message>
    <message>
        <source>Tick at least two War Clans.</source>
        <translation>Kreuze mindestens zwei Kriegsclans an.</translation>
    </message>
    <message numerus="yes">
        <source>{clans} fields no warriors: tick who plays.</source>
        <translation>
            <numerusform>{clans} stellt keine Krieger auf: kreuze an, wer spielt.</numerusform>
            <numerusform>{clans} stellen keine Krieger auf: kreuze an, wer spielt.</numerusform>
        </translation>
    </message>
    <message>
        <source>Start a game</source>
        <translation>Ein Spiel beginnen</translation>
    </message>
    <message>
        <source>Success Table helper</source>
        <translation>Erfolgstabellen-Hilfe</translation>
    </message>
    <message>
        <source>Active model</source>
        <translation>Aktives Modell</translation>
    </message>
    <message>
        <source>Active stat</source>
        <translation>Aktiver Wert</translation>
    </message>
    <message>
        <source>Active modifiers</source>
        <translation>Aktive Modifikatoren</translation>
    </message>
    <message>
        <source>Target model</source>
        <translation>Zielmodell</translation>
    </message>
    <message>
        <source>Opposed stat</source>
        <translation>Gegenwert</translation>
    </message>
    <message>
        <source>Opposed modifiers, or the Difficulty</source>
        <translation>Modifikatoren des Gegenwerts, oder die Schwierigkeit</translation>
    </message>
    <message>
        <source>its stat and modifiers</source>
        <translation>sein Wert und Modifikatoren</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>Ziel</translation>
    </message>
    <message>
        <source>its stat and modifiers (or the Difficulty)</source>
        <translation>sein Wert und Modifikatoren (oder die Schwierigkeit)</translation>
    </message>
    <message>
        <source>Success Value and chance</source>
        <translation>Erfolgswert und Chance</translation>
    </message>
    <message>
        <source>Success Table, {citation}: Active − Opposed Value gives the 2D6 Success Value; a 12 always succeeds and a 2 always fails.</source>
        <translation>Erfolgstabelle, {citation}: Aktiver Wert − Gegenwert ergibt den Erfolgswert auf 2W6; eine 12 gelingt immer, eine 2 misslingt immer.</translation>
    </message>
    <message>
        <source>a Difficulty test (D)</source>
        <translation>eine Schwierigkeitsprobe (D)</translation>
    </message>
    <message>
        <source>The Difficulty (D)</source>
        <translation>Die Schwierigkeit (D)</translation>
    </message>
    <message>
        <source>Opposed modifiers</source>
        <translation>Modifikatoren des Gegenwerts</translation>
    </message>
    <message>
        <source>Choose the active model and its target.</source>
        <translation>Wähle das aktive Modell und sein Ziel.</translation>
    </message>
    <message>
        <source>Active {active} − Opposed {opposed} = {diff}: roll &lt;b&gt;{needed}+&lt;/b&gt; on 2D6 — &lt;b&gt;{percent}&lt;/b&gt; ({ways} in 36)</source>
        <translation>Aktiv {active} − Gegen {opposed} = {diff}: würfle &lt;b&gt;{needed}+&lt;/b&gt; auf 2W6 — &lt;b&gt;{percent}&lt;/b&gt; ({ways} von 36)</translation>
    </message>
    <message>
        <source>Climbing</source>
        <translation>Klettern</translation>
    </message>
    <message>
        <source>{counter} −1</source>
        <translation>{counter} −1</translation>
    </message>
    <message>
        <source>{counter} minus one</source>
        <translation>{counter} minus eins</translation>
    </message>
    <message>
        <source>{counter} +1</source>
        <translation>{counter} +1</translation>
    </message>
    <message>
        <source>{counter} plus one</source>
        <translation>{counter} plus eins</translation>
    </message>
    <message>
        <source>Mark this model activated this Round (A)</source>
        <translation>Dieses Modell in dieser Runde als aktiviert markieren (A)</translation>
    </message>
    <message>
        <source>Health Points −1 (H)</source>
        <translation>Lebenspunkte −1 (H)</translation>
    </message>
    <message>
        <source>HP minus one</source>
        <translation>LP minus eins</translation>
    </message>
    <message>
        <source>Health Points +1 (Shift+H)</source>
        <translation>Lebenspunkte +1 (Umschalt+H)</translation>
    </message>
    <message>
        <source>HP plus one</source>
        <translation>LP plus eins</translation>
    </message>
    <message>
        <source>Health Points</source>
        <translation>Lebenspunkte</translation>
    </message>
    <message>
        <source>Health Points changed today</source>
        <translation>Heute geänderte Lebenspunkte</translation>
    </message>
    <message>
        <source>AP used −1 (Shift+U)</source>
        <translation>Verbrauchte AP −1 (Umschalt+U)</translation>
    </message>
    <message>
        <source>AP used minus one</source>
        <translation>Verbrauchte AP minus eins</translation>
    </message>
    <message>
        <source>AP used +1 (U); spending the last ends the activation</source>
        <translation>Verbrauchte AP +1 (U); der letzte beendet die Aktivierung</translation>
    </message>
    <message>
        <source>AP used this activation</source>
        <translation>In dieser Aktivierung verbrauchte AP</translation>
    </message>
    <message>
        <source>AP used</source>
        <translation>AP verbraucht</translation>
    </message>
    <message>
        <source>Remove…</source>
        <translation>Entfernen…</translation>
    </message>
    <message>
        <source>Removed from play by something other than damage (X)</source>
        <translation>Durch etwas anderes als Schaden aus dem Spiel entfernt (X)</translation>
    </message>
    <message>
        <source>Conditions&apos; modifiers</source>
        <translation>Modifikatoren der Zustände</translation>
    </message>
    <message>
        <source>Profile: {hp} HP; today&apos;s changes: {change}</source>
        <translation>Profil: {hp} LP; heutige Änderungen: {change}</translation>
    </message>
    <message>
        <source>Removed from play by {clan}</source>
        <translation>Aus dem Spiel entfernt von {clan}</translation>
    </message>
    <message>
        <source>Removed from play</source>
        <translation>Aus dem Spiel entfernt</translation>
    </message>
    <message>
        <source>{power} ({cost} Godspark)</source>
        <translation>{power} ({cost} Godspark)</translation>
    </message>
    <message>
        <source>Use {power}</source>
        <translation>{power} einsetzen</translation>
    </message>
    <message>
        <source>With boost: {effect} (+{extra} Godspark)</source>
        <translation>Mit Boost: {effect} (+{extra} Godspark)</translation>
    </message>
    <message>
        <source>+{extra} Godspark: {effect}</source>
        <translation>+{extra} Godspark: {effect}</translation>
    </message>
    <message>
        <source>Godspark Cost {cost}</source>
        <translation>Godspark-Kosten {cost}</translation>
    </message>
    <message>
        <source>. Boosts: {boosts}</source>
        <translation>. Boosts: {boosts}</translation>
    </message>
    <message>
        <source>. {name_s} War Clan has {godspark}</source>
        <translation>. Der Kriegsclan von {name} hat {godspark}</translation>
    </message>
    <message>
        <source>Victory Points</source>
        <translation>Siegpunkte</translation>
    </message>
    <message>
        <source>20 Glory each after the game (V, Shift+V)</source>
        <translation>je 20 Ruhm nach dem Spiel (V, Umschalt+V)</translation>
    </message>
    <message>
        <source>Godspark</source>
        <translation>Godspark</translation>
    </message>
    <message>
        <source>Pays for God Powers (G, Shift+G)</source>
        <translation>Bezahlt Götterkräfte (G, Umschalt+G)</translation>
    </message>
    <message>
        <source>Encounter kills</source>
        <translation>Getötete Begegnungen</translation>
    </message>
    <message>
        <source>Encounter models killed: 10 Glory each (K, Shift+K)</source>
        <translation>Getötete Begegnungsmodelle: je 10 Ruhm (K, Umschalt+K)</translation>
    </message>
    <message numerus="yes">
        <source>Took out %n warrior(s)</source>
        <translation>
            <numerusform>Hat %n Krieger ausgeschaltet</numerusform>
            <numerusform>Hat %n Krieger ausgeschaltet</numerusform>
        </translation>
    </message>
    <message>
        <source>▶ Its turn: </source>
        <translation>▶ Am Zug: </translation>
    </message>
    <message numerus="yes">
        <source>%n to activate this Round</source>
        <translation>
            <numerusform>%n in dieser Runde noch zu aktivieren</numerusform>
            <numerusform>%n in dieser Runde noch zu aktivieren</numerusform>
        </translation>
    </message>
    <message>
        <source>Initiative roll: {roll}</source>
        <translation>Initiativewurf: {roll}</translation>
    </message>
    <message>
        <source>You follow this War Clan (read-only)</source>
        <translation>Du verfolgst diesen Kriegsclan (nur lesen)</translation>
    </message>
    <message>
        <source>Initiative</source>
        <translation>Initiative</translation>
    </message>
    <message>
        <source>Save the initiative rolls typed here</source>
        <translation>Die hier eingegebenen Initiativewürfe speichern</translation>
    </message>
    <message>
        <source>Let warclan roll each player&apos;s 1D6 (ties re-rolled)</source>
        <translation>warclan würfelt für jeden Spieler 1W6 (Gleichstände neu gewürfelt)</translation>
    </message>
    <message>
        <source>{clan_s} initiative 1D6</source>
        <translation>Initiative-1W6 von {clan}</translation>
    </message>
    <message>
        <source>{clan} First</source>
        <translation>{clan} zuerst</translation>
    </message>
    <message>
        <source>{clan} activates first this Round</source>
        <translation>{clan} aktiviert in dieser Runde zuerst</translation>
    </message>
    <message>
        <source>Type each player&apos;s 1D6, or roll them (R).</source>
        <translation>Gib den 1W6 jedes Spielers ein, oder würfle sie (R).</translation>
    </message>
    <message>
        <source>Tied on {values}: ties are re-rolled (core rules, Initiative Phase). Roll those dice again.</source>
        <translation>Gleichstand bei {values}: Gleichstände werden neu gewürfelt (Grundregeln, Initiativephase). Würfle diese Würfel noch einmal.</translation>
    </message>
    <message>
        <source>{clan} won and chooses:</source>
        <translation>{clan} hat gewonnen und wählt:</translation>
    </message>
    <message>
        <source>Game tracker page</source>
        <translation>Spiel-Tracker</translation>
    </message>
    <message>
        <source>Round and phase</source>
        <translation>Runde und Phase</translation>
    </message>
    <message>
        <source>Next Phase (P)</source>
        <translation>Nächste Phase (P)</translation>
    </message>
    <message>
        <source>Go on to the next phase</source>
        <translation>Weiter zur nächsten Phase</translation>
    </message>
    <message>
        <source>End Game…</source>
        <translation>Spiel beenden…</translation>
    </message>
    <message>
        <source>End the game and record it</source>
        <translation>Das Spiel beenden und eintragen</translation>
    </message>
    <message>
        <source>Record Game…</source>
        <translation>Spiel eintragen…</translation>
    </message>
    <message>
        <source>Open Record Game with this result</source>
        <translation>„Spiel eintragen“ mit diesem Ergebnis öffnen</translation>
    </message>
    <message>
        <source>Game log</source>
        <translation>Spielprotokoll</translation>
    </message>
    <message>
        <source>God Powers</source>
        <translation>Götterkräfte</translation>
    </message>
    <message>
        <source>Items</source>
        <translation>Gegenstände</translation>
    </message>
    <message>
        <source>Injury and Severe Injury tables</source>
        <translation>Verletzungs- und Schwere-Verletzungs-Tabellen</translation>
    </message>
    <message>
        <source>Raid Table</source>
        <translation>Raubzugtabelle</translation>
    </message>
    <message>
        <source>Glory prices</source>
        <translation>Ruhm-Preise</translation>
    </message>
    <message>
        <source>Success Table</source>
        <translation>Erfolgstabelle</translation>
    </message>
    <message>
        <source>Model profiles</source>
        <translation>Modellprofile</translation>
    </message>
    <message>
        <source>rulebook excerpt</source>
        <translation>Regelbuch-Auszug</translation>
    </message>
    <message>
        <source>house rule — not from the rulebook excerpt</source>
        <translation>Hausregel — nicht aus dem Regelbuch-Auszug</translation>
    </message>
    <message>
        <source>the group&apos;s own</source>
        <translation>eigener der Gruppe</translation>
    </message>
    <message>
        <source>example — not from the rulebook excerpt</source>
        <translation>Beispiel — nicht aus dem Regelbuch-Auszug</translation>
    </message>
    <message>
        <source>rulebook excerpt and house rules</source>
        <translation>Regelbuch-Auszug und Hausregeln</translation>
    </message>
    <message>
        <source>the group&apos;s own edit</source>
        <translation>eigene Änderung der Gruppe</translation>
    </message>
    <message>
        <source>Catalogue</source>
        <translation>Katalog</translation>
    </message>
    <message>
        <source>Version</source>
        <translation>Stand</translation>
    </message>
    <message>
        <source>Provenance</source>
        <translation>Herkunft</translation>
    </message>
    <message>
        <source>Edits</source>
        <translation>Änderungen</translation>
    </message>
    <message>
        <source>{count} edited</source>
        <translation>{count} geändert</translation>
    </message>
    <message>
        <source>resources/{file}: {entries} entries, {house_rules} house rules</source>
        <translation>resources/{file}: {entries} Einträge, {house_rules} Hausregeln</translation>
    </message>
    <message>
        <source>, {count} edited by this campaign</source>
        <translation>, {count} von dieser Kampagne geändert</translation>
    </message>
    <message>
        <source>Entry</source>
        <translation>Eintrag</translation>
    </message>
    <message>
        <source> (added by the group)</source>
        <translation> (von der Gruppe hinzugefügt)</translation>
    </message>
    <message>
        <source> (edited; the original: {original})</source>
        <translation> (geändert; das Original: {original})</translation>
    </message>
    <message>
        <source>Game tracker</source>
        <translation>Spiel-Tracker</translation>
    </message>
    <message>
        <source>Recorded as a game of the campaign after Round {round}.</source>
        <translation>Nach Runde {round} als Spiel der Kampagne eingetragen.</translation>
    </message>
    <message>
        <source>This game was abandoned; it was not recorded.</source>
        <translation>Dieses Spiel wurde abgebrochen; es wurde nicht eingetragen.</translation>
    </message>
    <message>
        <source>The game ended in Round {round}. Record Game… carries its result.</source>
        <translation>Das Spiel endete in Runde {round}. „Spiel eintragen…“ übernimmt sein Ergebnis.</translation>
    </message>
    <message>
        <source>Round {round} · {phase}</source>
        <translation>Runde {round} · {phase}</translation>
    </message>
    <message>
        <source> · {clan_s} turn ({names})</source>
        <translation> · {clan} ist am Zug ({names})</translation>
    </message>
    <message>
        <source> · every model has activated: P ends the Round</source>
        <translation> · jedes Modell hat aktiviert: P beendet die Runde</translation>
    </message>
    <message>
        <source> · HQ rules, then P for initiative</source>
        <translation> · HQ-Regeln, dann P für die Initiative</translation>
    </message>
    <message>
        <source> · End Phase effects, then P for the next Round</source>
        <translation> · Effekte der Endphase, dann P für die nächste Runde</translation>
    </message>
    <message>
        <source>All models must activate during each Round (still to activate: {left})</source>
        <translation>Alle Modelle müssen in jeder Runde aktivieren (noch zu aktivieren: {left})</translation>
    </message>
    <message>
        <source>Go on to the next phase (P)</source>
        <translation>Weiter zur nächsten Phase (P)</translation>
    </message>
    <message>
        <source>Game Log: {clans}</source>
        <translation>Spielprotokoll: {clans}</translation>
    </message>
    <message>
        <source>&lt;b&gt;{clan}&lt;/b&gt;: {vp} VP, {kills} encounter kills, </source>
        <translation>&lt;b&gt;{clan}&lt;/b&gt;: {vp} SiP, {kills} getötete Begegnungen, </translation>
    </message>
    <message numerus="yes">
        <source>%n warrior(s) taken out</source>
        <translation>
            <numerusform>%n Krieger ausgeschaltet</numerusform>
            <numerusform>%n Krieger ausgeschaltet</numerusform>
        </translation>
    </message>
    <message>
        <source>Ended in Round {round}.</source>
        <translation>Endete in Runde {round}.</translation>
    </message>
    <message>
        <source>{at}  Round {round}: {text}</source>
        <translation>{at}  Runde {round}: {text}</translation>
    </message>
    <message>
        <source>Save as &amp;PDF…</source>
        <translation>Als &amp;PDF speichern…</translation>
    </message>
    <message>
        <source>Save Game Log</source>
        <translation>Spielprotokoll speichern</translation>
    </message>
    <message>
        <source>{campaign} - {clans} log.pdf</source>
        <translation>{campaign} - {clans} Protokoll.pdf</translation>
    </message>
    <message>
        <source>Save the game log</source>
        <translation>Spielprotokoll speichern</translation>
    </message>
    <message>
        <source>Every model has activated this Round.</source>
        <translation>Jedes Modell hat in dieser Runde aktiviert.</translation>
    </message>
    <message>
        <source>Choose a warrior&apos;s card first (click it, or N).</source>
        <translation>Wähle zuerst die Karte eines Kriegers (anklicken oder N).</translation>
    </message>
    <message>
        <source>Initiative is rolled in the Initiative Phase (P goes on to it).</source>
        <translation>Die Initiative wird in der Initiativephase gewürfelt (P geht zu ihr weiter).</translation>
    </message>
    <message>
        <source>No War Clan</source>
        <translation>Kein Kriegsclan</translation>
    </message>
    <message>
        <source>Removed from Play</source>
        <translation>Aus dem Spiel entfernt</translation>
    </message>
    <message>
        <source>{name} has been removed from play. Which War Clan removed them? It counts as that clan taking a warrior out.</source>
        <translation>{name} wurde aus dem Spiel entfernt. Welcher Kriegsclan war das? Es zählt als Ausschaltung eines Kriegers für diesen Clan.</translation>
    </message>
    <message>
        <source>Say who removed {name} before the game ends (click their card).</source>
        <translation>Sag vor dem Spielende, wer {name} entfernt hat (Karte anklicken).</translation>
    </message>
    <message>
        <source>{clan} {vp} VP</source>
        <translation>{clan} {vp} SiP</translation>
    </message>
    <message>
        <source>End Game</source>
        <translation>Spiel beenden</translation>
    </message>
    <message>
        <source>End the game in Round {round} ({scores})? Record Game opens with the result; Ctrl+Z takes the end back.</source>
        <translation>Das Spiel in Runde {round} beenden ({scores})? „Spiel eintragen“ öffnet sich mit dem Ergebnis; Strg+Z nimmt das Ende zurück.</translation>
    </message>
    <message>
        <source>Done: {what}</source>
        <translation>Erledigt: {what}</translation>
    </message>
    <message>
        <source>Base War Clan Rank: —</source>
        <translation>Basisrang der Kriegsclans: —</translation>
    </message>
    <message>
        <source>No database</source>
        <translation>Keine Datenbank</translation>
    </message>
    <message>
        <source>Connect to League Server</source>
        <translation>Mit Ligaserver verbinden</translation>
    </message>
    <message>
        <source>e.g. league.example.org</source>
        <translation>z. B. liga.example.org</translation>
    </message>
    <message>
        <source>e.g. league</source>
        <translation>z. B. liga</translation>
    </message>
    <message>
        <source>&amp;Remember the password in this computer&apos;s keyring</source>
        <translation>Passwort im Schlüsselbund dieses Computers &amp;merken</translation>
    </message>
    <message>
        <source>Server URL</source>
        <translation>Server-Adresse</translation>
    </message>
    <message>
        <source>Host</source>
        <translation>Server</translation>
    </message>
    <message>
        <source>Port</source>
        <translation>Portnummer</translation>
    </message>
    <message>
        <source>Database</source>
        <translation>Datenbank</translation>
    </message>
    <message>
        <source>User</source>
        <translation>Benutzer</translation>
    </message>
    <message>
        <source>Password</source>
        <translation>Passwort</translation>
    </message>
    <message>
        <source>&amp;Host:</source>
        <translation>&amp;Server:</translation>
    </message>
    <message>
        <source>P&amp;ort:</source>
        <translation>P&amp;ortnummer:</translation>
    </message>
    <message>
        <source>&amp;Database:</source>
        <translation>&amp;Datenbank:</translation>
    </message>
    <message>
        <source>&amp;User:</source>
        <translation>&amp;Benutzer:</translation>
    </message>
    <message>
        <source>&amp;Password:</source>
        <translation>&amp;Passwort:</translation>
    </message>
    <message>
        <source>URL:</source>
        <translation>Adresse:</translation>
    </message>
    <message>
        <source>&amp;Connect</source>
        <translation>&amp;Verbinden</translation>
    </message>
    <message>
        <source>host, database and user, please</source>
        <translation>bitte Server, Datenbank und Benutzer angeben</translation>
    </message>
    <message>
        <source>What just happened</source>
        <translation>Was gerade geschah</translation>
    </message>
    <message>
        <source>Working</source>
        <translation>In Arbeit</translation>
    </message>
    <message>
        <source>Campaigns page</source>
        <translation>Seite Kampagnen</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Spiele</translation>
    </message>
    <message>
        <source>Base War Clan Rank</source>
        <translation>Basisrang der Kriegsclans</translation>
    </message>
    <message>
        <source>Campaigns table</source>
        <translation>Tabelle der Kampagnen</translation>
    </message>
    <message>
        <source>Show campaigns</source>
        <translation>Kampagnen anzeigen</translation>
    </message>
    <message>
        <source>No campaigns yet: File ▸ New Campaign… (Ctrl+N) starts one.</source>
        <translation>Noch keine Kampagnen: Datei ▸ Neue Kampagne… (Strg+N) beginnt eine.</translation>
    </message>
    <message>
        <source>Open a campaign to see its War Clans (double-click or Enter).</source>
        <translation>Öffne eine Kampagne, um ihre Kriegsclans zu sehen (Doppelklick oder Eingabetaste).</translation>
    </message>
    <message>
        <source>Campaign page</source>
        <translation>Seite Kampagne</translation>
    </message>
    <message>
        <source>War Clans table</source>
        <translation>Tabelle der Kriegsclans</translation>
    </message>
    <message>
        <source>Campaign notes</source>
        <translation>Notizen zur Kampagne</translation>
    </message>
    <message>
        <source>House rules agreed, next game night, who owes the beer…</source>
        <translation>Vereinbarte Hausregeln, nächster Spieleabend, wer das Bier schuldet…</translation>
    </message>
    <message>
        <source>Save &amp;Notes</source>
        <translation>&amp;Notizen speichern</translation>
    </message>
    <message>
        <source>Show campaign</source>
        <translation>Kampagne anzeigen</translation>
    </message>
    <message>
        <source>The lowest War Clan Rank among the campaign&apos;s active clans</source>
        <translation>Der niedrigste Kriegsclan-Rang unter den aktiven Kriegsclans der Kampagne</translation>
    </message>
    <message>
        <source>No War Clans yet: Campaign ▸ New War Clan… (Ctrl+Shift+N) builds one from {glory} Glory.</source>
        <translation>Noch keine Kriegsclans: Kampagne ▸ Neuer Kriegsclan… (Strg+Umschalt+N) stellt einen aus {glory} Ruhm zusammen.</translation>
    </message>
    <message>
        <source>The notes of {campaign}</source>
        <translation>Die Notizen zu {campaign}</translation>
    </message>
    <message>
        <source>the notes of {campaign}</source>
        <translation>die Notizen zu {campaign}</translation>
    </message>
    <message>
        <source>Edit notes of {campaign}</source>
        <translation>Notizen zu {campaign} bearbeiten</translation>
    </message>
    <message>
        <source>a match needs at least two warbands</source>
        <translation>eine Partie braucht mindestens zwei Kriegerbanden</translation>
    </message>
    <message>
        <source>a warband can take only one side</source>
        <translation>eine Kriegerbande kann nur eine Seite einnehmen</translation>
    </message>
    <message>
        <source>{warband} has no warriors</source>
        <translation>{warband} hat keine Krieger</translation>
    </message>
    <message>
        <source>no warband with id {id!r} plays this match</source>
        <translation>keine Kriegerbande mit der ID {id!r} spielt in dieser Partie</translation>
    </message>
    <message>
        <source>no warrior with id {id!r} plays in this match</source>
        <translation>kein Krieger mit der ID {id!r} spielt in dieser Partie</translation>
    </message>
    <message>
        <source>Warriors act in the Action Phase: roll initiative first</source>
        <translation>Krieger handeln in der Aktionsphase: würfle zuerst die Initiative</translation>
    </message>
    <message>
        <source>{name} is a casualty</source>
        <translation>{name} ist ausgefallen</translation>
    </message>
    <message>
        <source>{name} has already activated this turn</source>
        <translation>{name} hat in diesem Zug schon aktiviert</translation>
    </message>
    <message>
        <source>it is nobody&apos;s turn to activate a Warrior</source>
        <translation>niemand ist am Zug, einen Krieger zu aktivieren</translation>
    </message>
    <message>
        <source>it is {band_s} turn to activate a Warrior</source>
        <translation>{band} ist am Zug, einen Krieger zu aktivieren</translation>
    </message>
    <message>
        <source>the match has ended</source>
        <translation>die Partie ist beendet</translation>
    </message>
    <message>
        <source>unknown tap {kind!r}</source>
        <translation>unbekannte Eingabe {kind!r}</translation>
    </message>
    <message>
        <source>{key} must be a whole number</source>
        <translation>{key} muss eine ganze Zahl sein</translation>
    </message>
    <message>
        <source>initiative is rolled at the start of a turn</source>
        <translation>die Initiative wird zu Beginn eines Zuges gewürfelt</translation>
    </message>
    <message>
        <source>rolls must give each warband&apos;s 1D10</source>
        <translation>die Würfe müssen den 1W10 jeder Kriegerbande angeben</translation>
    </message>
    <message>
        <source>{band_s} initiative roll must be a whole number</source>
        <translation>der Initiativewurf von {band} muss eine ganze Zahl sein</translation>
    </message>
    <message>
        <source>{band_s} initiative</source>
        <translation>Initiative von {band}</translation>
    </message>
    <message>
        <source>initiative needs every player&apos;s 1D10 (missing: {missing})</source>
        <translation>die Initiative braucht den 1W10 jedes Spielers (es fehlt: {missing})</translation>
    </message>
    <message>
        <source>a tie: the highest roll activates first, so roll again</source>
        <translation>Gleichstand: der höchste Wurf aktiviert zuerst, also noch einmal würfeln</translation>
    </message>
    <message>
        <source>{name} has one minor action left, not a full one</source>
        <translation>{name} hat noch eine kleine Aktion, keine volle</translation>
    </message>
    <message>
        <source>a Warrior can never gain more WOUNDS than its base value ({wounds})</source>
        <translation>ein Krieger kann nie mehr WOUNDS haben als seinen Grundwert ({wounds})</translation>
    </message>
    <message>
        <source>roll initiative to begin the turn</source>
        <translation>würfle die Initiative, um den Zug zu beginnen</translation>
    </message>
    <message>
        <source>the turn goes on until every Warrior on the battlefield has activated (still to activate: {left})</source>
        <translation>der Zug dauert, bis jeder Krieger auf dem Schlachtfeld aktiviert hat (noch zu aktivieren: {left})</translation>
    </message>
    <message>
        <source>a match is won or drawn, not both</source>
        <translation>eine Partie ist gewonnen oder unentschieden, nicht beides</translation>
    </message>
    <message>
        <source>say who won, or that it was a draw</source>
        <translation>sag, wer gewonnen hat, oder dass es unentschieden war</translation>
    </message>
    <message>
        <source>Initiative: {rolls}</source>
        <translation>Initiative: {rolls}</translation>
    </message>
    <message>
        <source>{name}: a minor action</source>
        <translation>{name}: eine kleine Aktion</translation>
    </message>
    <message>
        <source>{name}: a full action</source>
        <translation>{name}: eine volle Aktion</translation>
    </message>
    <message>
        <source>{name} has activated</source>
        <translation>{name} hat aktiviert</translation>
    </message>
    <message>
        <source>{name}: WOUNDS {before} → {after} — a casualty</source>
        <translation>{name}: WOUNDS {before} → {after} — ausgefallen</translation>
    </message>
    <message>
        <source>{name}: WOUNDS {before} → {after}</source>
        <translation>{name}: WOUNDS {before} → {after}</translation>
    </message>
    <message>
        <source>Turn {turn} begins</source>
        <translation>Zug {turn} beginnt</translation>
    </message>
    <message>
        <source>The match ends in a draw</source>
        <translation>Die Partie endet unentschieden</translation>
    </message>
    <message>
        <source>The match ends: {warband} won</source>
        <translation>Die Partie endet: {warband} hat gewonnen</translation>
    </message>
    <message>
        <source>HQ Phase</source>
        <translation>HQ-Phase</translation>
    </message>
    <message>
        <source>Initiative Phase</source>
        <translation>Initiativephase</translation>
    </message>
    <message>
        <source>Activation Phase</source>
        <translation>Aktivierungsphase</translation>
    </message>
    <message>
        <source>End Phase</source>
        <translation>Endphase</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Spiel vorbei</translation>
    </message>
    <message>
        <source>a game needs at least two War Clans</source>
        <translation>ein Spiel braucht mindestens zwei Kriegsclans</translation>
    </message>
    <message>
        <source>a War Clan can take only one side</source>
        <translation>ein Kriegsclan kann nur eine Seite einnehmen</translation>
    </message>
    <message>
        <source>{clan} fields no warriors</source>
        <translation>{clan} stellt keine Krieger auf</translation>
    </message>
    <message>
        <source>no War Clan with id {id!r} plays this game</source>
        <translation>kein Kriegsclan mit der ID {id!r} spielt in diesem Spiel</translation>
    </message>
    <message>
        <source>no warrior with id {id!r} is fielded in this game</source>
        <translation>kein Krieger mit der ID {id!r} ist in diesem Spiel aufgestellt</translation>
    </message>
    <message>
        <source>models activate in the Activation Phase; this is the {phase}</source>
        <translation>Modelle aktivieren in der Aktivierungsphase; dies ist die {phase}</translation>
    </message>
    <message>
        <source>{name} has been removed from play</source>
        <translation>{name} wurde aus dem Spiel entfernt</translation>
    </message>
    <message>
        <source>{name} has already activated this Round (a model activates once per Round)</source>
        <translation>{name} hat in dieser Runde schon aktiviert (ein Modell aktiviert einmal pro Runde)</translation>
    </message>
    <message>
        <source>it is nobody&apos;s turn to activate a model</source>
        <translation>niemand ist am Zug, ein Modell zu aktivieren</translation>
    </message>
    <message>
        <source>it is {clan_s} turn to activate a model</source>
        <translation>{clan} ist am Zug, ein Modell zu aktivieren</translation>
    </message>
    <message>
        <source>the game has ended</source>
        <translation>das Spiel ist beendet</translation>
    </message>
    <message>
        <source>roll initiative and choose who activates first to begin activating</source>
        <translation>würfle die Initiative und wähle, wer zuerst aktiviert, um mit dem Aktivieren zu beginnen</translation>
    </message>
    <message>
        <source>the Round cannot end: all models must activate during each Round (still to activate: {left})</source>
        <translation>die Runde kann nicht enden: alle Modelle müssen in jeder Runde aktivieren (noch zu aktivieren: {left})</translation>
    </message>
    <message>
        <source>initiative is rolled in the Initiative Phase; this is the {phase}</source>
        <translation>die Initiative wird in der Initiativephase gewürfelt; dies ist die {phase}</translation>
    </message>
    <message>
        <source>rolls must give each War Clan&apos;s 1D6</source>
        <translation>die Würfe müssen den 1W6 jedes Kriegsclans angeben</translation>
    </message>
    <message>
        <source>{clan_s} initiative roll must be a whole number</source>
        <translation>der Initiativewurf von {clan} muss eine ganze Zahl sein</translation>
    </message>
    <message>
        <source>{clan_s} initiative</source>
        <translation>Initiative von {clan}</translation>
    </message>
    <message>
        <source>initiative needs every player&apos;s 1D6 (missing: {missing})</source>
        <translation>die Initiative braucht den 1W6 jedes Spielers (es fehlt: {missing})</translation>
    </message>
    <message>
        <source>{names_and} tied on {values}: ties are re-rolled (core rules, Initiative Phase)</source>
        <translation>Gleichstand zwischen {names} bei {values}: Gleichstände werden neu gewürfelt (Grundregeln, Initiativephase)</translation>
    </message>
    <message>
        <source>roll initiative first</source>
        <translation>würfle zuerst die Initiative</translation>
    </message>
    <message>
        <source>{name} has used no AP yet</source>
        <translation>{name} hat noch keine AP verbraucht</translation>
    </message>
    <message>
        <source>{name} has {ap} AP</source>
        <translation>{name} hat {ap} AP</translation>
    </message>
    <message>
        <source>Health Points never go below 0 ({name} has {hp})</source>
        <translation>Lebenspunkte fallen nie unter 0 ({name} hat {hp})</translation>
    </message>
    <message>
        <source>{name_s} profile has {hp} HP</source>
        <translation>das Profil von {name} hat {hp} LP</translation>
    </message>
    <message>
        <source>{name} has already been removed from play</source>
        <translation>{name} wurde schon aus dem Spiel entfernt</translation>
    </message>
    <message>
        <source>{name} is still in play</source>
        <translation>{name} ist noch im Spiel</translation>
    </message>
    <message>
        <source>{name} cannot be taken out by their own War Clan</source>
        <translation>{name} kann nicht vom eigenen Kriegsclan ausgeschaltet werden</translation>
    </message>
    <message>
        <source>unknown condition {name!r}; the rules name {known}</source>
        <translation>unbekannter Zustand {name!r}; die Regeln nennen {known}</translation>
    </message>
    <message>
        <source>{clan_s} {counter} cannot go below 0</source>
        <translation>{counter} von {clan} können nicht unter 0 fallen</translation>
    </message>
    <message>
        <source>{power} has no boost {n}</source>
        <translation>{power} hat keinen Boost {n}</translation>
    </message>
    <message>
        <source>{name} has no God Power {power!r}</source>
        <translation>{name} hat keine Götterkraft {power!r}</translation>
    </message>
    <message>
        <source>boosts must be a list of boost numbers</source>
        <translation>Boosts müssen eine Liste von Boost-Nummern sein</translation>
    </message>
    <message>
        <source>{power} costs {cost} Godspark; {clan} has {godspark}</source>
        <translation>{power} kostet {cost} Godspark; {clan} hat {godspark}</translation>
    </message>
    <message>
        <source>say who removed {names} before ending the game</source>
        <translation>sag, wer {names} entfernt hat, bevor das Spiel endet</translation>
    </message>
    <message>
        <source>a note needs some text</source>
        <translation>eine Notiz braucht etwas Text</translation>
    </message>
    <message>
        <source>encounter kills</source>
        <translation>getötete Begegnungen</translation>
    </message>
    <message>
        <source>Round {round} begins: HQ Phase</source>
        <translation>Runde {round} beginnt: HQ-Phase</translation>
    </message>
    <message>
        <source>{phase} begins</source>
        <translation>{phase} beginnt</translation>
    </message>
    <message>
        <source>{clan} activates first; Activation Phase begins</source>
        <translation>{clan} aktiviert zuerst; die Aktivierungsphase beginnt</translation>
    </message>
    <message>
        <source>{name}: AP used {before} → {after} of {ap}</source>
        <translation>{name}: AP verbraucht {before} → {after} von {ap}</translation>
    </message>
    <message>
        <source>{name}: HP {before} → {after} — removed from play</source>
        <translation>{name}: LP {before} → {after} — aus dem Spiel entfernt</translation>
    </message>
    <message>
        <source>{name}: HP {before} → {after}</source>
        <translation>{name}: LP {before} → {after}</translation>
    </message>
    <message>
        <source>{name} removed from play</source>
        <translation>{name} aus dem Spiel entfernt</translation>
    </message>
    <message>
        <source>{name} removed from play by no War Clan</source>
        <translation>{name} aus dem Spiel entfernt, durch keinen Kriegsclan</translation>
    </message>
    <message>
        <source>{name} was taken out by no War Clan</source>
        <translation>{name} wurde durch keinen Kriegsclan ausgeschaltet</translation>
    </message>
    <message>
        <source>{name} removed from play by {clan}</source>
        <translation>{name} aus dem Spiel entfernt durch {clan}</translation>
    </message>
    <message>
        <source>{name} was taken out by {clan}</source>
        <translation>{name} wurde von {clan} ausgeschaltet</translation>
    </message>
    <message>
        <source>{name} is {condition}</source>
        <translation>{name}: {condition}</translation>
    </message>
    <message>
        <source>{name} is no longer {condition}</source>
        <translation>{name}: nicht mehr {condition}</translation>
    </message>
    <message>
        <source>{clan}: {counter} {delta}</source>
        <translation>{clan}: {counter} {delta}</translation>
    </message>
    <message>
        <source>{name} calls on {power} with 1 boost ({cost} Godspark)</source>
        <translation>{name} ruft {power} mit 1 Boost an ({cost} Godspark)</translation>
    </message>
    <message>
        <source>{name} calls on {power} with {boosts} boosts ({cost} Godspark)</source>
        <translation>{name} ruft {power} mit {boosts} Boosts an ({cost} Godspark)</translation>
    </message>
    <message>
        <source>{name} calls on {power} ({cost} Godspark)</source>
        <translation>{name} ruft {power} an ({cost} Godspark)</translation>
    </message>
    <message>
        <source>The game ends</source>
        <translation>Das Spiel endet</translation>
    </message>
    <message>
        <source>no game in progress with id {tracker_id}</source>
        <translation>kein laufendes Spiel mit der ID {tracker_id}</translation>
    </message>
    <message>
        <source>playing</source>
        <translation>im Gange</translation>
    </message>
    <message>
        <source>ended</source>
        <translation>beendet</translation>
    </message>
    <message>
        <source>recorded</source>
        <translation>eingetragen</translation>
    </message>
    <message>
        <source>abandoned</source>
        <translation>abgebrochen</translation>
    </message>
    <message>
        <source>track it</source>
        <translation>es mitführen</translation>
    </message>
    <message>
        <source>undo it</source>
        <translation>es rückgängig machen</translation>
    </message>
    <message>
        <source>abandon it</source>
        <translation>es abbrechen</translation>
    </message>
    <message>
        <source>you follow this game; only its players or the league organiser may {doing}</source>
        <translation>du verfolgst dieses Spiel; nur seine Spieler oder die Ligaleitung dürfen {doing}</translation>
    </message>
    <message>
        <source>this game is {status}; nothing more can be tracked</source>
        <translation>dieses Spiel ist {status}; es kann nichts mehr mitgeführt werden</translation>
    </message>
    <message>
        <source>this game is {status}; its taps can no longer be undone</source>
        <translation>dieses Spiel ist {status}; seine Eingaben können nicht mehr rückgängig gemacht werden</translation>
    </message>
    <message>
        <source>no game is being tracked; start one with Campaign ▸ Play a Game…</source>
        <translation>es wird kein Spiel mitgeführt; starte eines mit Kampagne ▸ Spiel starten…</translation>
    </message>
    <message>
        <source>{count} games are being tracked; give one: {listed}</source>
        <translation>{count} Spiele werden mitgeführt; gib eines an: {listed}</translation>
    </message>
    <message>
        <source>no tracked match with id {tracker_id}</source>
        <translation>keine mitgeführte Partie mit der ID {tracker_id}</translation>
    </message>
    <message>
        <source>this match is {status}; nothing more can be tracked</source>
        <translation>diese Partie ist {status}; es kann nichts mehr mitgeführt werden</translation>
    </message>
    <message>
        <source>end the match first (who won?)</source>
        <translation>beende zuerst die Partie (wer hat gewonnen?)</translation>
    </message>
    <message>
        <source>this match is {status}</source>
        <translation>diese Partie ist {status}</translation>
    </message>
    <message>
        <source>nothing has been tracked yet</source>
        <translation>es wurde noch nichts mitgeführt</translation>
    </message>
    <message>
        <source>another tap was made since; take that one back first</source>
        <translation>seitdem gab es eine weitere Eingabe; nimm zuerst diese zurück</translation>
    </message>
    <message>
        <source>this match is {status}; its taps can no longer be undone</source>
        <translation>diese Partie ist {status}; ihre Eingaben können nicht mehr zurückgenommen werden</translation>
    </message>
    <message>
        <source>this match is in the match log; delete it there instead</source>
        <translation>diese Partie steht im Partienprotokoll; lösche sie stattdessen dort</translation>
    </message>
    <message>
        <source>another tap was made since ({later}); take that one back first</source>
        <translation>seitdem gab es eine weitere Eingabe ({later}); nimm zuerst diese zurück</translation>
    </message>
    <message>
        <source>this game has been recorded; undo the game instead</source>
        <translation>dieses Spiel wurde eingetragen; mach stattdessen das Spiel rückgängig</translation>
    </message>
    <message>
        <source>end the tracked game before recording it</source>
        <translation>beende das mitgeführte Spiel, bevor du es einträgst</translation>
    </message>
    <message>
        <source>Undo Latest &amp;Game…</source>
        <translation>Letztes &amp;Spiel rückgängig machen…</translation>
    </message>
    <message>
        <source>New Campaign</source>
        <translation>Neue Kampagne</translation>
    </message>
    <message>
        <source>Campaign name:</source>
        <translation>Name der Kampagne:</translation>
    </message>
    <message>
        <source>Create campaign {name}</source>
        <translation>Kampagne {name} anlegen</translation>
    </message>
    <message>
        <source>Choose a campaign in the navigator first.</source>
        <translation>Wähle zuerst eine Kampagne im Navigator.</translation>
    </message>
    <message>
        <source>{reason}.

Until it is, the command line does this: ./dev cli --help</source>
        <translation>{reason}.

Bis dahin erledigt das die Kommandozeile: ./dev cli --help</translation>
    </message>
    <message>
        <source>New War Clan</source>
        <translation>Neuer Kriegsclan</translation>
    </message>
    <message>
        <source>Record Game</source>
        <translation>Spiel eintragen</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Fortsetzen</translation>
    </message>
    <message>
        <source>Resume the Game?</source>
        <translation>Spiel fortsetzen?</translation>
    </message>
    <message>
        <source>A game of {clans} ({campaign}) is still in progress: Round {round}, {taps} taps saved. Resume it?</source>
        <translation>Ein Spiel {clans} ({campaign}) läuft noch: Runde {round}, {taps} Eingaben gespeichert. Fortsetzen?</translation>
    </message>
    <message>
        <source>Later</source>
        <translation>Später</translation>
    </message>
    <message>
        <source>Games in progress</source>
        <translation>Laufende Spiele</translation>
    </message>
    <message>
        <source>Continue Post-Game Sequence</source>
        <translation>Nachspiel-Ablauf fortsetzen</translation>
    </message>
    <message>
        <source>Undo game</source>
        <translation>Spiel rückgängig machen</translation>
    </message>
    <message>
        <source>{clan} has no recorded game.</source>
        <translation>{clan} hat kein eingetragenes Spiel.</translation>
    </message>
    <message>
        <source>Undo {game}?</source>
        <translation>{game} rückgängig machen?</translation>
    </message>
    <message>
        <source>Undoing {game} ({scenario}) removes:

{lines}

{clan} will be exactly as it was before that game. This cannot be redone with Ctrl+Shift+Z: the game would have to be recorded again.</source>
        <translation>{game} ({scenario}) rückgängig zu machen entfernt:

{lines}

{clan} ist danach genau wie vor diesem Spiel. Das lässt sich nicht mit Strg+Umschalt+Z wiederholen: das Spiel müsste neu eingetragen werden.</translation>
    </message>
    <message>
        <source>no scenario</source>
        <translation>kein Szenario</translation>
    </message>
    <message>
        <source>Undo Game</source>
        <translation>Spiel rückgängig machen</translation>
    </message>
    <message>
        <source>Undid game {number} for {clan}: now rank {rank}, {glory} Glory collected, {unspent} unspent</source>
        <translation>Spiel {number} für {clan} rückgängig gemacht: jetzt Rang {rank}, {glory} Ruhm gesammelt, {unspent} nicht ausgegeben</translation>
    </message>
    <message>
        <source>Undo {game}</source>
        <translation>{game} rückgängig machen</translation>
    </message>
    <message>
        <source>Rename campaign</source>
        <translation>Kampagne umbenennen</translation>
    </message>
    <message>
        <source>Rename War Clan</source>
        <translation>Kriegsclan umbenennen</translation>
    </message>
    <message>
        <source>New name for {name}:</source>
        <translation>Neuer Name für {name}:</translation>
    </message>
    <message>
        <source>Warband files (*.json);;All files (*)</source>
        <translation>Kriegerbanden-Dateien (*.json);;Alle Dateien (*)</translation>
    </message>
    <message numerus="yes">
        <source>{source} was not imported (%n problem(s)); nothing changed:</source>
        <translation>
            <numerusform>{source} wurde nicht importiert (%n Problem); nichts wurde geändert:</numerusform>
            <numerusform>{source} wurde nicht importiert (%n Probleme); nichts wurde geändert:</numerusform>
        </translation>
    </message>
    <message>
        <source>New warband</source>
        <translation>Neue Kriegerbande</translation>
    </message>
    <message>
        <source>Name of the warband:</source>
        <translation>Name der Kriegerbande:</translation>
    </message>
    <message>
        <source>New warband {name}</source>
        <translation>Neue Kriegerbande {name}</translation>
    </message>
    <message>
        <source>Rename warband</source>
        <translation>Kriegerbande umbenennen</translation>
    </message>
    <message>
        <source>New name:</source>
        <translation>Neuer Name:</translation>
    </message>
    <message>
        <source>Rename {old} to {new}</source>
        <translation>{old} in {new} umbenennen</translation>
    </message>
    <message>
        <source>Copy warband</source>
        <translation>Kriegerbande kopieren</translation>
    </message>
    <message>
        <source>Name of the copy:</source>
        <translation>Name der Kopie:</translation>
    </message>
    <message>
        <source>{name} (copy)</source>
        <translation>{name} (Kopie)</translation>
    </message>
    <message>
        <source>Copy {name}</source>
        <translation>{name} kopieren</translation>
    </message>
    <message numerus="yes">
        <source>Its %n match(es) stay in the log.</source>
        <translation>
            <numerusform>Ihre %n Partie bleibt im Protokoll.</numerusform>
            <numerusform>Ihre %n Partien bleiben im Protokoll.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Delete {name} and its %n warriors?</source>
        <translation>
            <numerusform>{name} und ihren %n Krieger löschen?</numerusform>
            <numerusform>{name} und ihre %n Krieger löschen?</numerusform>
        </translation>
    </message>
    <message>
        <source>Delete warband</source>
        <translation>Kriegerbande löschen</translation>
    </message>
    <message>
        <source>Delete warband {name}</source>
        <translation>Kriegerbande {name} löschen</translation>
    </message>
    <message>
        <source>Export warband</source>
        <translation>Kriegerbande exportieren</translation>
    </message>
    <message>
        <source>Import warband</source>
        <translation>Kriegerbande importieren</translation>
    </message>
    <message>
        <source>Import {name}</source>
        <translation>{name} importieren</translation>
    </message>
    <message>
        <source>A warband called {name!r} already exists. Import it as:</source>
        <translation>Eine Kriegerbande namens {name!r} gibt es schon. Importieren als:</translation>
    </message>
    <message>
        <source>{name} (imported)</source>
        <translation>{name} (importiert)</translation>
    </message>
    <message>
        <source>Every War Clan of {campaign}</source>
        <translation>Jeder Kriegsclan von {campaign}</translation>
    </message>
    <message numerus="yes">
        <source>Wrote %n roster PDF(s), {pages} pages</source>
        <translation>
            <numerusform>%n Aufstellungs-PDF geschrieben, {pages} Seiten</numerusform>
            <numerusform>%n Aufstellungs-PDFs geschrieben, {pages} Seiten</numerusform>
        </translation>
    </message>
    <message>
        <source>Undo &quot;{game}&quot;…</source>
        <translation>„{game}“ rückgängig machen…</translation>
    </message>
    <message>
        <source>Base War Clan Rank: {rank}</source>
        <translation>Basisrang der Kriegsclans: {rank}</translation>
    </message>
    <message>
        <source>{campaign}: the lowest rank among its active War Clans</source>
        <translation>{campaign}: der niedrigste Rang unter ihren aktiven Kriegsclans</translation>
    </message>
    <message>
        <source>Campaign</source>
        <translation>Kampagne</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Öffnen</translation>
    </message>
    <message>
        <source>Copy Row</source>
        <translation>Zeile kopieren</translation>
    </message>
    <message>
        <source>{name}  ({warriors} · {cp} CP)</source>
        <translation>{name}  ({warriors} · {cp} EP)</translation>
    </message>
    <message numerus="yes">
        <source>%n warrior(s), {cp} Creation Points spent</source>
        <translation>
            <numerusform>%n Krieger, {cp} Erschaffungspunkte ausgegeben</numerusform>
            <numerusform>%n Krieger, {cp} Erschaffungspunkte ausgegeben</numerusform>
        </translation>
    </message>
    <message>
        <source>Record: {played} played, {won} won, {lost} lost, {drawn} drawn</source>
        <translation>Bilanz: {played} gespielt, {won} gewonnen, {lost} verloren, {drawn} unentschieden</translation>
    </message>
    <message numerus="yes">
        <source>%n warning(s)</source>
        <translation>
            <numerusform>%n Warnung</numerusform>
            <numerusform>%n Warnungen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n problem(s)</source>
        <translation>
            <numerusform>%n Problem</numerusform>
            <numerusform>%n Probleme</numerusform>
        </translation>
    </message>
    <message>
        <source>▶ {warbands} (turn {turn})</source>
        <translation>▶ {warbands} (Zug {turn})</translation>
    </message>
    <message>
        <source> v </source>
        <translation> gegen </translation>
    </message>
    <message>
        <source>A match at the table since {time}</source>
        <translation>Eine Partie am Tisch seit {time}</translation>
    </message>
    <message>
        <source>{cp} CP left</source>
        <translation>{cp} EP übrig</translation>
    </message>
    <message>
        <source>Matches, standings</source>
        <translation>Partien, Tabelle</translation>
    </message>
    <message>
        <source>Exact odds of one attack</source>
        <translation>Genaue Chancen eines Angriffs</translation>
    </message>
    <message>
        <source>&amp;New Warband…</source>
        <translation>&amp;Neue Kriegerbande…</translation>
    </message>
    <message>
        <source>&amp;Rename Warband…</source>
        <translation>Kriegerbande &amp;umbenennen…</translation>
    </message>
    <message>
        <source>&amp;Copy Warband…</source>
        <translation>Kriegerbande &amp;kopieren…</translation>
    </message>
    <message>
        <source>&amp;Delete Warband…</source>
        <translation>Kriegerbande &amp;löschen…</translation>
    </message>
    <message>
        <source>&amp;Play a Match…</source>
        <translation>&amp;Partie spielen…</translation>
    </message>
    <message>
        <source>Track a match at the table; its end goes into the match log</source>
        <translation>Eine Partie am Tisch mitführen; ihr Ende kommt ins Partienprotokoll</translation>
    </message>
    <message>
        <source>Import &amp;Warband…</source>
        <translation>Kriegerbande &amp;importieren…</translation>
    </message>
    <message>
        <source>Export Warband…</source>
        <translation>Kriegerbande exportieren…</translation>
    </message>
    <message>
        <source>Export Roster</source>
        <translation>Aufstellung exportieren</translation>
    </message>
    <message>
        <source>Export Roster dialog</source>
        <translation>Dialog „Aufstellung exportieren“</translation>
    </message>
    <message>
        <source>Warband &amp;table: one row per warrior, all on a page</source>
        <translation>&amp;Tabelle der Kriegerbande: eine Zeile je Krieger, alles auf einer Seite</translation>
    </message>
    <message>
        <source>Roster &amp;sheet: one block per warrior</source>
        <translation>Aufstellungs&amp;bogen: ein Block je Krieger</translation>
    </message>
    <message>
        <source>Roster &amp;sheet: one block per warrior, rules reference</source>
        <translation>Aufstellungs&amp;bogen: ein Block je Krieger, Regelübersicht</translation>
    </message>
    <message>
        <source>Warrior &amp;cards to cut out</source>
        <translation>Krieger&amp;karten zum Ausschneiden</translation>
    </message>
    <message>
        <source>Paper size</source>
        <translation>Papierformat</translation>
    </message>
    <message>
        <source>US Letter</source>
        <translation>US-Letter</translation>
    </message>
    <message>
        <source>This warband: {name}</source>
        <translation>Diese Kriegerbande: {name}</translation>
    </message>
    <message>
        <source>This War Clan: {name}</source>
        <translation>Dieser Kriegsclan: {name}</translation>
    </message>
    <message numerus="yes">
        <source>%n file(s), one each</source>
        <translation>
            <numerusform>%n Datei, eine je Aufstellung</numerusform>
            <numerusform>%n Dateien, eine je Aufstellung</numerusform>
        </translation>
    </message>
    <message>
        <source>Folder for the PDFs</source>
        <translation>Ordner für die PDFs</translation>
    </message>
    <message>
        <source>C&amp;hoose…</source>
        <translation>&amp;Wählen…</translation>
    </message>
    <message>
        <source>Layout:</source>
        <translation>Anordnung:</translation>
    </message>
    <message>
        <source>&amp;Paper:</source>
        <translation>&amp;Papier:</translation>
    </message>
    <message>
        <source>Print:</source>
        <translation>Drucken:</translation>
    </message>
    <message>
        <source>&amp;Folder:</source>
        <translation>&amp;Ordner:</translation>
    </message>
    <message>
        <source>Export result</source>
        <translation>Ergebnis des Exports</translation>
    </message>
    <message>
        <source>&amp;Write PDF</source>
        <translation>PDF &amp;schreiben</translation>
    </message>
    <message>
        <source>&amp;Open PDF</source>
        <translation>PDF ö&amp;ffnen</translation>
    </message>
    <message>
        <source>Show in Fol&amp;der</source>
        <translation>Im Or&amp;dner zeigen</translation>
    </message>
    <message>
        <source>Folder for the roster PDFs</source>
        <translation>Ordner für die Aufstellungs-PDFs</translation>
    </message>
    <message>
        <source>{folder} is not a folder; choose one.</source>
        <translation>{folder} ist kein Ordner; wähle einen.</translation>
    </message>
    <message>
        <source>Replace roster?</source>
        <translation>Aufstellung ersetzen?</translation>
    </message>
    <message numerus="yes">
        <source>{files} already exist(s) in {folder}. Replace?</source>
        <translation>
            <numerusform>{files} gibt es in {folder} schon. Ersetzen?</numerusform>
            <numerusform>{files} gibt es in {folder} schon. Ersetzen?</numerusform>
        </translation>
    </message>
    <message>
        <source>Replace</source>
        <translation>Ersetzen</translation>
    </message>
    <message>
        <source>Nothing was written.</source>
        <translation>Es wurde nichts geschrieben.</translation>
    </message>
    <message numerus="yes">
        <source>Writing %n roster(s)…</source>
        <translation>
            <numerusform>%n Aufstellung wird geschrieben…</numerusform>
            <numerusform>%n Aufstellungen werden geschrieben…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Wrote {names} (%n page(s)) in {folder}.</source>
        <translation>
            <numerusform>{names} geschrieben (%n Seite) in {folder}.</numerusform>
            <numerusform>{names} geschrieben (%n Seiten) in {folder}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Export %n roster(s)</source>
        <translation>
            <numerusform>%n Aufstellung exportieren</numerusform>
            <numerusform>%n Aufstellungen exportieren</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Exported %n roster(s)</source>
        <translation>
            <numerusform>%n Aufstellung exportiert</numerusform>
            <numerusform>%n Aufstellungen exportiert</numerusform>
        </translation>
    </message>
    <message>
        <source> and {count} more</source>
        <translation> und {count} weitere</translation>
    </message>
    <message>
        <source>Choose warriors worth at most 800 Glory. Type in the filter and press Return, or double-click a profile, to add it; double-click (or F2) a chosen warrior&apos;s name to change it, Delete removes one.</source>
        <translation>Wähle Krieger im Wert von höchstens 800 Ruhm. Tippe in den Filter und drücke Eingabe oder doppelklicke ein Profil, um es aufzunehmen; doppelklicke (oder F2) den Namen eines gewählten Kriegers, um ihn zu ändern; Entf entfernt einen.</translation>
    </message>
    <message>
        <source>(not named)</source>
        <translation>(ohne Namen)</translation>
    </message>
    <message>
        <source>First-game preset (fixed layout)</source>
        <translation>Vorgabe fürs erste Spiel (fester Aufbau)</translation>
    </message>
    <message>
        <source>Solo against Loki (you play second)</source>
        <translation>Solo gegen Loki (du spielst als Zweiter)</translation>
    </message>
    <message>
        <source>First player</source>
        <translation>Erster Spieler</translation>
    </message>
    <message>
        <source>Second player</source>
        <translation>Zweiter Spieler</translation>
    </message>
    <message>
        <source>A registered player (add players on the Matches page)</source>
        <translation>Ein eingetragener Spieler (Spieler fügst du auf der Partienseite hinzu)</translation>
    </message>
    <message>
        <source>Why the setup cannot be made</source>
        <translation>Warum der Aufbau nicht erstellt werden kann</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>Startwert</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Micro Midgard — setup</source>
        <translation>Micro Midgard — Aufbau</translation>
    </message>
    <message>
        <source>players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Choose both players, or neither (the setup then says Player 1 and 2).</source>
        <translation>Wähle beide Spieler oder keinen (der Aufbau nennt dann Spieler 1 und 2).</translation>
    </message>
    <message>
        <source>First-game preset</source>
        <translation>Vorgabe fürs erste Spiel</translation>
    </message>
    <message>
        <source>Seed &lt;b&gt;{seed}&lt;/b&gt;</source>
        <translation>Startwert &lt;b&gt;{seed}&lt;/b&gt;</translation>
    </message>
    <message>
        <source> · solo against Loki</source>
        <translation> · solo gegen Loki</translation>
    </message>
    <message>
        <source>&lt;b&gt;Sun&lt;/b&gt; (day side)</source>
        <translation>&lt;b&gt;Sonne&lt;/b&gt; (Tagseite)</translation>
    </message>
    <message>
        <source>&lt;b&gt;Moon&lt;/b&gt; (night side)</source>
        <translation>&lt;b&gt;Mond&lt;/b&gt; (Nachtseite)</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Prophecy track&lt;/b&gt;, left to right&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Prophezeiungsleiste&lt;/b&gt;, von links nach rechts&lt;/p&gt;</translation>
    </message>
    <message>
        <source>{position}. token of card {card} → &lt;b&gt;{blessing}&lt;/b&gt;</source>
        <translation>{position}. Marker von Karte {card} → &lt;b&gt;{blessing}&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Ragnarok track&lt;/b&gt; (Blessing side face up)&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Ragnarok-Leiste&lt;/b&gt; (Segensseite oben)&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Blue track Relics&lt;/b&gt; (day side up)</source>
        <translation>&lt;b&gt;Relikte der blauen Leiste&lt;/b&gt; (Tagseite oben)</translation>
    </message>
    <message>
        <source>&lt;b&gt;Red track Relics&lt;/b&gt; (night side up)</source>
        <translation>&lt;b&gt;Relikte der roten Leiste&lt;/b&gt; (Nachtseite oben)</translation>
    </message>
    <message>
        <source>Out of the game: {relics}</source>
        <translation>Aus dem Spiel: {relics}</translation>
    </message>
    <message>
        <source>&lt;b&gt;{starting}&lt;/b&gt; starts; &lt;b&gt;{second}&lt;/b&gt; plays second.</source>
        <translation>&lt;b&gt;{starting}&lt;/b&gt; beginnt; &lt;b&gt;{second}&lt;/b&gt; spielt als Zweiter.</translation>
    </message>
    <message>
        <source>&lt;b&gt;{starting}&lt;/b&gt; starts; &lt;b&gt;{second}&lt;/b&gt; takes 1 Gold or Mead (their choice).</source>
        <translation>&lt;b&gt;{starting}&lt;/b&gt; beginnt; &lt;b&gt;{second}&lt;/b&gt; nimmt 1 Gold oder Met (nach Wahl).</translation>
    </message>
    <message>
        <source>{side}: player</source>
        <translation>{side}: Spieler</translation>
    </message>
    <message>
        <source>{side}: points</source>
        <translation>{side}: Punkte</translation>
    </message>
    <message>
        <source>{side}: Gold</source>
        <translation>{side}: Gold</translation>
    </message>
    <message>
        <source>{side}: Mead</source>
        <translation>{side}: Met</translation>
    </message>
    <message>
        <source>points</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>Gold</source>
        <translation>Gold</translation>
    </message>
    <message>
        <source>Mead</source>
        <translation>Met</translation>
    </message>
    <message>
        <source>Micro Midgard matches and standings</source>
        <translation>Micro Midgard: Partien und Tabelle</translation>
    </message>
    <message>
        <source>Solo against Loki</source>
        <translation>Solo gegen Loki</translation>
    </message>
    <message>
        <source>Side A</source>
        <translation>Seite A</translation>
    </message>
    <message>
        <source>Side B</source>
        <translation>Seite B</translation>
    </message>
    <message>
        <source>Who started</source>
        <translation>Wer begonnen hat</translation>
    </message>
    <message>
        <source>Date played</source>
        <translation>Gespielt am</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Notizen</translation>
    </message>
    <message>
        <source>Record match</source>
        <translation>Partie eintragen</translation>
    </message>
    <message>
        <source>Why the match cannot be recorded</source>
        <translation>Warum die Partie nicht eingetragen werden kann</translation>
    </message>
    <message>
        <source>Started</source>
        <translation>Begonnen</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <source>Record a match — the winner follows the rules</source>
        <translation>Partie eintragen — wer gewinnt, folgt aus den Regeln</translation>
    </message>
    <message>
        <source>Match log</source>
        <translation>Partienprotokoll</translation>
    </message>
    <message>
        <source>Standings</source>
        <translation>Tabelle</translation>
    </message>
    <message>
        <source>Solo ladder against Loki</source>
        <translation>Solo-Rangliste gegen Loki</translation>
    </message>
    <message>
        <source>Print standings (PDF)…</source>
        <translation>Tabelle drucken (PDF)…</translation>
    </message>
    <message>
        <source>Standings (two players)</source>
        <translation>Tabelle (zwei Spieler)</translation>
    </message>
    <message>
        <source>Micro Midgard — matches and standings</source>
        <translation>Micro Midgard — Partien und Tabelle</translation>
    </message>
    <message>
        <source>matches</source>
        <translation>Partien</translation>
    </message>
    <message>
        <source>Record Micro Midgard match</source>
        <translation>Micro-Midgard-Partie eintragen</translation>
    </message>
    <message>
        <source>Delete match</source>
        <translation>Partie löschen</translation>
    </message>
    <message>
        <source>match</source>
        <translation>Partie</translation>
    </message>
    <message>
        <source>Print standings</source>
        <translation>Tabelle drucken</translation>
    </message>
    <message>
        <source>Print Micro Midgard standings</source>
        <translation>Micro-Midgard-Tabelle drucken</translation>
    </message>
    <message>
        <source>Loki companion</source>
        <translation>Loki-Begleiter</translation>
    </message>
    <message>
        <source>Loki game</source>
        <translation>Loki-Spiel</translation>
    </message>
    <message>
        <source>Solo player</source>
        <translation>Solospieler</translation>
    </message>
    <message>
        <source>Seed of the Loki deck</source>
        <translation>Startwert des Loki-Stapels</translation>
    </message>
    <message>
        <source>Start a solo game</source>
        <translation>Solospiel beginnen</translation>
    </message>
    <message>
        <source>Loki card drawn</source>
        <translation>Gezogene Loki-Karte</translation>
    </message>
    <message>
        <source>Loki&apos;s state</source>
        <translation>Lokis Stand</translation>
    </message>
    <message>
        <source>Loki&apos;s turn: draw a card</source>
        <translation>Loki ist dran: Karte ziehen</translation>
    </message>
    <message>
        <source>Draw a Loki card</source>
        <translation>Loki-Karte ziehen</translation>
    </message>
    <message>
        <source>Take back the last step</source>
        <translation>Letzten Schritt zurücknehmen</translation>
    </message>
    <message>
        <source>A Prophecy was scored by:</source>
        <translation>Eine Prophezeiung gewertet hat:</translation>
    </message>
    <message>
        <source>Sun Prophecy:</source>
        <translation>Sonnen-Prophezeiung:</translation>
    </message>
    <message>
        <source>Moon Prophecy:</source>
        <translation>Mond-Prophezeiung:</translation>
    </message>
    <message>
        <source>Sun Prophecy: you scored</source>
        <translation>Sonnen-Prophezeiung: du hast gewertet</translation>
    </message>
    <message>
        <source>Sun Prophecy: loki scored</source>
        <translation>Sonnen-Prophezeiung: Loki hat gewertet</translation>
    </message>
    <message>
        <source>Sun Prophecy: a tie scored</source>
        <translation>Sonnen-Prophezeiung: Gleichstand</translation>
    </message>
    <message>
        <source>Moon Prophecy: you scored</source>
        <translation>Mond-Prophezeiung: du hast gewertet</translation>
    </message>
    <message>
        <source>Moon Prophecy: loki scored</source>
        <translation>Mond-Prophezeiung: Loki hat gewertet</translation>
    </message>
    <message>
        <source>Moon Prophecy: a tie scored</source>
        <translation>Mond-Prophezeiung: Gleichstand</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Du</translation>
    </message>
    <message>
        <source>A tie</source>
        <translation>Gleichstand</translation>
    </message>
    <message>
        <source>Move Loki&apos;s Sun focus marker</source>
        <translation>Lokis Sonnen-Fokusmarker bewegen</translation>
    </message>
    <message>
        <source>Move Loki&apos;s Moon focus marker</source>
        <translation>Lokis Mond-Fokusmarker bewegen</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <source>Micro Midgard — Loki companion (solo)</source>
        <translation>Micro Midgard — Loki-Begleiter (solo)</translation>
    </message>
    <message>
        <source>Card numbers only: read the drawn card&apos;s meeples, direction and focus from the card itself. Record the final score on the Matches page (Solo against Loki).</source>
        <translation>Nur Kartennummern: Meeples, Richtung und Fokus der gezogenen Karte liest du auf der Karte selbst. Den Endstand trägst du auf der Partienseite ein (Solo gegen Loki).</translation>
    </message>
    <message>
        <source>Loki games</source>
        <translation>Loki-Spiele</translation>
    </message>
    <message numerus="yes">
        <source>#{id} — {player} (seed {seed}, %n card(s) drawn)</source>
        <translation>
            <numerusform>#{id} — {player} (Startwert {seed}, %n Karte gezogen)</numerusform>
            <numerusform>#{id} — {player} (Startwert {seed}, %n Karten gezogen)</numerusform>
        </translation>
    </message>
    <message>
        <source>Add a player on the Matches page first.</source>
        <translation>Füge zuerst auf der Partienseite einen Spieler hinzu.</translation>
    </message>
    <message>
        <source>Start Loki game</source>
        <translation>Loki-Spiel beginnen</translation>
    </message>
    <message>
        <source>Score a Prophecy</source>
        <translation>Prophezeiung werten</translation>
    </message>
    <message>
        <source>Resolve Loki&apos;s focus</source>
        <translation>Lokis Fokus abhandeln</translation>
    </message>
    <message>
        <source>Take back</source>
        <translation>Zurücknehmen</translation>
    </message>
    <message>
        <source>Start a solo game: the Loki deck of 8 cards is shuffled from a seed.</source>
        <translation>Beginne ein Solospiel: Der Loki-Stapel aus 8 Karten wird nach einem Startwert gemischt.</translation>
    </message>
    <message>
        <source>all eight drawn: &lt;b&gt;reshuffle&lt;/b&gt; the Loki deck</source>
        <translation>alle acht gezogen: Loki-Stapel &lt;b&gt;neu mischen&lt;/b&gt;</translation>
    </message>
    <message>
        <source>{left} of 8 cards left before the reshuffle</source>
        <translation>noch {left} von 8 Karten bis zum Neumischen</translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;{player}&lt;/b&gt; plays second · seed {seed} · %n card(s) drawn · {deck}</source>
        <translation>
            <numerusform>&lt;b&gt;{player}&lt;/b&gt; spielt als Zweiter · Startwert {seed} · %n Karte gezogen · {deck}</numerusform>
            <numerusform>&lt;b&gt;{player}&lt;/b&gt; spielt als Zweiter · Startwert {seed} · %n Karten gezogen · {deck}</numerusform>
        </translation>
    </message>
    <message>
        <source>Last step: {step}</source>
        <translation>Letzter Schritt: {step}</translation>
    </message>
    <message>
        <source>&lt;b&gt;Loki&apos;s marker:&lt;/b&gt; {position}</source>
        <translation>&lt;b&gt;Lokis Marker:&lt;/b&gt; {position}</translation>
    </message>
    <message>
        <source>&lt;b&gt;Focus:&lt;/b&gt; resolve {focus} (&lt;b&gt;{times}×&lt;/b&gt;)</source>
        <translation>&lt;b&gt;Fokus:&lt;/b&gt; {focus} abhandeln (&lt;b&gt;{times}×&lt;/b&gt;)</translation>
    </message>
    <message>
        <source>Focus tracks: Sun {sun}/4 · Moon {moon}/4</source>
        <translation>Fokusleisten: Sonne {sun}/4 · Mond {moon}/4</translation>
    </message>
    <message>
        <source>Last focus bonus: {bonus}</source>
        <translation>Letzter Fokusbonus: {bonus}</translation>
    </message>
    <message>
        <source>War Clan name</source>
        <translation>Name des Kriegsclans</translation>
    </message>
    <message>
        <source>&amp;Player:</source>
        <translation>&amp;Spieler:</translation>
    </message>
    <message>
        <source>War &amp;Clan name:</source>
        <translation>Name des &amp;Kriegsclans:</translation>
    </message>
    <message>
        <source>Filter profiles (Ctrl+F)</source>
        <translation>Profile filtern (Strg+F)</translation>
    </message>
    <message>
        <source>Filter profiles</source>
        <translation>Profile filtern</translation>
    </message>
    <message>
        <source>Recruitable profiles</source>
        <translation>Anwerbbare Profile</translation>
    </message>
    <message>
        <source>&amp;Add →</source>
        <translation>&amp;Aufnehmen →</translation>
    </message>
    <message>
        <source>Add the selected profile</source>
        <translation>Das gewählte Profil aufnehmen</translation>
    </message>
    <message>
        <source>Chosen warriors</source>
        <translation>Gewählte Krieger</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation>Ent&amp;fernen</translation>
    </message>
    <message>
        <source>Remove the selected warrior</source>
        <translation>Den gewählten Krieger entfernen</translation>
    </message>
    <message>
        <source>Glory left</source>
        <translation>Verbleibender Ruhm</translation>
    </message>
    <message>
        <source>Why Finish is disabled</source>
        <translation>Warum Fertigstellen gesperrt ist</translation>
    </message>
    <message>
        <source>the campaign&apos;s profiles are being read</source>
        <translation>die Profile der Kampagne werden gelesen</translation>
    </message>
    <message>
        <source>New War Clan wizard</source>
        <translation>Assistent „Neuer Kriegsclan“</translation>
    </message>
    <message>
        <source>Loading the campaign&apos;s profiles…</source>
        <translation>Die Profile der Kampagne werden geladen…</translation>
    </message>
    <message>
        <source>Why Next is disabled</source>
        <translation>Warum Weiter gesperrt ist</translation>
    </message>
    <message>
        <source>Checking with the rules…</source>
        <translation>Wird mit den Regeln geprüft…</translation>
    </message>
    <message>
        <source>{clan} — unspent Glory: {unspent}   ·   Glory collected: {collected}   ·   War Clan Rank: {before} → {after}</source>
        <translation>{clan} — nicht ausgegebener Ruhm: {unspent}   ·   gesammelter Ruhm: {collected}   ·   Kriegsclan-Rang: {before} → {after}</translation>
    </message>
    <message>
        <source>⚠ Cannot go on: {problem}</source>
        <translation>⚠ Weiter geht es nicht: {problem}</translation>
    </message>
    <message>
        <source>{start} − {cost} = {left} Glory left</source>
        <translation>{start} − {cost} = {left} Ruhm übrig</translation>
    </message>
    <message>
        <source>{start} − {cost} = {left} Glory: over budget</source>
        <translation>{start} − {cost} = {left} Ruhm: über dem Budget</translation>
    </message>
    <message>
        <source>Cannot create yet: {problem}</source>
        <translation>Noch nicht anlegbar: {problem}</translation>
    </message>
    <message>
        <source>Ready to create.</source>
        <translation>Bereit zum Anlegen.</translation>
    </message>
    <message>
        <source>New War Clan {name}</source>
        <translation>Neuer Kriegsclan {name}</translation>
    </message>
    <message>
        <source>Warrior editor</source>
        <translation>Krieger-Editor</translation>
    </message>
    <message>
        <source>No warrior selected</source>
        <translation>Kein Krieger gewählt</translation>
    </message>
    <message>
        <source>Warrior name</source>
        <translation>Name des Kriegers</translation>
    </message>
    <message>
        <source>3 more Undead Army cards</source>
        <translation>3 Karten mehr im Untotenheer</translation>
    </message>
    <message>
        <source>1 more Objective</source>
        <translation>1 Ziel mehr</translation>
    </message>
    <message>
        <source>3 fewer starting Victory Points</source>
        <translation>3 Siegpunkte weniger zu Beginn</translation>
    </message>
    <message>
        <source>none</source>
        <comment>no handicaps</comment>
        <translation>keine</translation>
    </message>
    <message>
        <source> (War of Jarls)</source>
        <translation> (Krieg der Jarle)</translation>
    </message>
    <message>
        <source>Players / team</source>
        <translation>Spieler / Team</translation>
    </message>
    <message>
        <source>Count</source>
        <translation>Anzahl</translation>
    </message>
    <message>
        <source>Handicaps</source>
        <translation>Erschwernisse</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>won</source>
        <translation>gewonnen</translation>
    </message>
    <message>
        <source>lost</source>
        <translation>verloren</translation>
    </message>
    <message>
        <source>VP</source>
        <translation>SiP</translation>
    </message>
    <message>
        <source>some lost</source>
        <translation>einige verloren</translation>
    </message>
    <message>
        <source>none lost</source>
        <translation>keine verloren</translation>
    </message>
    <message>
        <source>Glory</source>
        <translation>Ruhm</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>Rang</translation>
    </message>
    <message>
        <source>{date} won {glory}</source>
        <translation>{date} gewonnen {glory}</translation>
    </message>
    <message>
        <source>{date} lost</source>
        <translation>{date} verloren</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Best rank</source>
        <translation>Bester Rang</translation>
    </message>
    <message>
        <source>Best Glory</source>
        <translation>Bester Ruhm</translation>
    </message>
    <message>
        <source>Plays</source>
        <translation>Spiele</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>Siege</translation>
    </message>
    <message>
        <source>History</source>
        <translation>Verlauf</translation>
    </message>
    <message>
        <source>{name} {points} ({gold}G {mead}M)</source>
        <translation>{name} {points} ({gold} G, {mead} M)</translation>
    </message>
    <message>
        <source>{name} — {god}, Godspark cost {cost}</source>
        <translation>{name} — {god}, Godspark-Kosten {cost}</translation>
    </message>
    <message>
        <source>Boost ({cost} Godspark): {effect}</source>
        <translation>Boost (für {cost} Godspark): {effect}</translation>
    </message>
    <message>
        <source>Attack: {name} ST {st} RN {rn}</source>
        <translation>Angriff: {name} ST {st} RN {rn}</translation>
    </message>
    <message>
        <source>Glory price: {price}</source>
        <translation>Preis in Ruhm: {price}</translation>
    </message>
    <message>
        <source>Provenance: {where}</source>
        <translation>Herkunft: {where}</translation>
    </message>
    <message>
        <source>Rules catalogues</source>
        <translation>Regelkataloge</translation>
    </message>
    <message>
        <source>Campaign whose house rules are shown</source>
        <translation>Kampagne, deren Hausregeln gezeigt werden</translation>
    </message>
    <message>
        <source>Catalogues</source>
        <translation>Kataloge</translation>
    </message>
    <message>
        <source>God</source>
        <translation>Gott</translation>
    </message>
    <message>
        <source>Lowest Godspark cost</source>
        <translation>Niedrigste Godspark-Kosten</translation>
    </message>
    <message>
        <source>Highest Godspark cost</source>
        <translation>Höchste Godspark-Kosten</translation>
    </message>
    <message>
        <source>&amp;God</source>
        <translation>&amp;Gott</translation>
    </message>
    <message>
        <source>Godspark cost from</source>
        <translation>Godspark-Kosten von</translation>
    </message>
    <message>
        <source>to</source>
        <comment>from … to</comment>
        <translation>bis</translation>
    </message>
    <message>
        <source>Catalogue entries</source>
        <translation>Einträge des Katalogs</translation>
    </message>
    <message>
        <source>Catalogue provenance</source>
        <translation>Herkunft des Katalogs</translation>
    </message>
    <message>
        <source>Full rule text</source>
        <translation>Voller Regeltext</translation>
    </message>
    <message>
        <source>House rules &amp;of</source>
        <translation>Hausregeln &amp;von</translation>
    </message>
    <message>
        <source>the house rule for {name}</source>
        <translation>die Hausregel für {name}</translation>
    </message>
    <message>
        <source>no campaign (as shipped)</source>
        <translation>keine Kampagne (wie ausgeliefert)</translation>
    </message>
    <message>
        <source>{catalogue} — version {version}</source>
        <translation>{catalogue} — Version {version}</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <source>equipment</source>
        <translation>Ausrüstung</translation>
    </message>
    <message>
        <source>artifact</source>
        <translation>Artefakt</translation>
    </message>
    <message>
        <source>every god</source>
        <translation>alle Götter</translation>
    </message>
    <message>
        <source>God · Godspark</source>
        <translation>Gott · Godspark</translation>
    </message>
    <message>
        <source> (original: {original})</source>
        <translation> (Original: {original})</translation>
    </message>
    <message>
        <source>The group&apos;s note: {note}</source>
        <translation>Notiz der Gruppe: {note}</translation>
    </message>
    <message>
        <source>solo vs Loki</source>
        <translation>solo gegen Loki</translation>
    </message>
    <message>
        <source>two players</source>
        <translation>zwei Spieler</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>Gespielt</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Gewonnen</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Verloren</translation>
    </message>
    <message>
        <source>Drawn</source>
        <translation>Unentschieden</translation>
    </message>
    <message>
        <source>Avg points</source>
        <translation>Ø Punkte</translation>
    </message>
    <message>
        <source>Head-to-head (W-L-D)</source>
        <translation>Direkter Vergleich (S-N-U)</translation>
    </message>
    <message>
        <source>Creation Points bought</source>
        <translation>Gekaufte Erschaffungspunkte</translation>
    </message>
    <message>
        <source> CP</source>
        <translation> EP</translation>
    </message>
    <message>
        <source>{stat} CP bought</source>
        <translation>{stat}: gekaufte EP</translation>
    </message>
    <message>
        <source>{cp} CP</source>
        <translation>{cp} EP</translation>
    </message>
    <message>
        <source>CP left</source>
        <translation>EP übrig</translation>
    </message>
    <message>
        <source>Cautious</source>
        <translation>Vorsichtig</translation>
    </message>
    <message>
        <source>Weak Att.</source>
        <translation>Schw. Angr.</translation>
    </message>
    <message>
        <source>Weapon</source>
        <translation>Waffe</translation>
    </message>
    <message>
        <source>Dmg</source>
        <translation>Schad.</translation>
    </message>
    <message>
        <source>Range</source>
        <translation>Reichweite</translation>
    </message>
    <message>
        <source>Warnings</source>
        <translation>Warnungen</translation>
    </message>
    <message>
        <source>Inches moved (base 3&quot;; 1 CP buys +1&quot;)</source>
        <translation>Bewegung in Zoll (Grundwert 3&quot;; 1 EP kauft +1&quot;)</translation>
    </message>
    <message>
        <source>ATTACK dice (base 0; 1 CP buys +1)</source>
        <translation>ATTACK-Würfel (Grundwert 0; 1 EP kauft +1)</translation>
    </message>
    <message>
        <source>TOUGHNESS dice (base 0; 1 CP buys +1)</source>
        <translation>TOUGHNESS-Würfel (Grundwert 0; 1 EP kauft +1)</translation>
    </message>
    <message>
        <source>WOUNDS (base 2; 1 CP buys +2)</source>
        <translation>WOUNDS (Grundwert 2; 1 EP kauft +2)</translation>
    </message>
    <message>
        <source>Cautious Advance: half SPEED, rounded up</source>
        <translation>Vorsichtiges Vorrücken: halber SPEED, aufgerundet</translation>
    </message>
    <message>
        <source>Weak Attack: half ATTACK dice, rounded up</source>
        <translation>Schwacher Angriff: halbe ATTACK-Würfel, aufgerundet</translation>
    </message>
    <message>
        <source>Damage per ATTACK die that gets through</source>
        <translation>Schaden je ATTACK-Würfel, der durchkommt</translation>
    </message>
    <message>
        <source>Of the 12 Creation Points each warrior is built from</source>
        <translation>Von den 12 Erschaffungspunkten, aus denen jeder Krieger gebaut wird</translation>
    </message>
    <message>
        <source>unknown ({weapon})</source>
        <translation>unbekannt ({weapon})</translation>
    </message>
    <message>
        <source>{name} ({cost} CP)</source>
        <translation>{name} ({cost} EP)</translation>
    </message>
    <message>
        <source>{cp} CP bought</source>
        <translation>{cp} EP gekauft</translation>
    </message>
    <message>
        <source>{name} ({cost} CP): {description}</source>
        <translation>{name} ({cost} EP): {description}</translation>
    </message>
    <message>
        <source>{budget} − {spent} spent = {left} left (stats {stats}, weapon {weapon}, abilities {abilities})</source>
        <translation>{budget} − {spent} ausgegeben = {left} übrig (Werte {stats}, Waffe {weapon}, Fähigkeiten {abilities})</translation>
    </message>
    <message>
        <source>Ability</source>
        <translation>Fähigkeit</translation>
    </message>
    <message>
        <source>CP</source>
        <translation>EP</translation>
    </message>
    <message>
        <source>Description</source>
        <translation>Beschreibung</translation>
    </message>
    <message>
        <source>An ability costs 1 or 2 Creation Points</source>
        <translation>Eine Fähigkeit kostet 1 oder 2 Erschaffungspunkte</translation>
    </message>
    <message>
        <source>Warbands</source>
        <translation>Kriegerbanden</translation>
    </message>
    <message>
        <source>{warband} (deleted)</source>
        <translation>{warband} (gelöscht)</translation>
    </message>
    <message>
        <source>Warband</source>
        <translation>Kriegerbande</translation>
    </message>
    <message>
        <source>Dice through</source>
        <translation>Würfel durch</translation>
    </message>
    <message>
        <source>Damage</source>
        <translation>Schaden</translation>
    </message>
    <message>
        <source>Exactly</source>
        <translation>Genau</translation>
    </message>
    <message>
        <source>At least</source>
        <translation>Mindestens</translation>
    </message>
    <message>
        <source>Kills?</source>
        <translation>Tötet?</translation>
    </message>
    <message>
        <source>{weapon} — damage {damage}, {cp} CP, {range}</source>
        <translation>{weapon} — Schaden {damage}, {cp} EP, {range}</translation>
    </message>
    <message>
        <source>Special abilities</source>
        <translation>Spezialfähigkeiten</translation>
    </message>
    <message>
        <source>Add ability</source>
        <translation>Fähigkeit hinzufügen</translation>
    </message>
    <message>
        <source>Remove ability</source>
        <translation>Fähigkeit entfernen</translation>
    </message>
    <message>
        <source>Special abilities (1 or 2 CP each)</source>
        <translation>Spezialfähigkeiten (je 1 oder 2 EP)</translation>
    </message>
    <message>
        <source>Creation Points left</source>
        <translation>Verbleibende Erschaffungspunkte</translation>
    </message>
    <message>
        <source>Refusals and warnings</source>
        <translation>Ablehnungen und Warnungen</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>Übernehmen</translation>
    </message>
    <message>
        <source>Apply warrior changes</source>
        <translation>Änderungen am Krieger übernehmen</translation>
    </message>
    <message>
        <source>Revert</source>
        <translation>Zurücksetzen</translation>
    </message>
    <message>
        <source>Warrior fields</source>
        <translation>Felder des Kriegers</translation>
    </message>
    <message>
        <source>{played} played: {won} won, {lost} lost, {drawn} drawn</source>
        <translation>{played} gespielt: {won} gewonnen, {lost} verloren, {drawn} unentschieden</translation>
    </message>
    <message>
        <source>Warband page</source>
        <translation>Seite der Kriegerbande</translation>
    </message>
    <message>
        <source>Rename…</source>
        <translation>Umbenennen…</translation>
    </message>
    <message>
        <source>Copy warband…</source>
        <translation>Kriegerbande kopieren…</translation>
    </message>
    <message>
        <source>Delete warband…</source>
        <translation>Kriegerbande löschen…</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>Exportieren…</translation>
    </message>
    <message>
        <source>Warriors in roster order</source>
        <translation>Krieger in Reihenfolge der Aufstellung</translation>
    </message>
    <message>
        <source>Drag a row to change the roster order</source>
        <translation>Ziehe eine Zeile, um die Reihenfolge zu ändern</translation>
    </message>
    <message>
        <source>New warrior</source>
        <translation>Neuer Krieger</translation>
    </message>
    <message>
        <source>Copy warrior…</source>
        <translation>Krieger kopieren…</translation>
    </message>
    <message>
        <source>Delete warrior…</source>
        <translation>Krieger löschen…</translation>
    </message>
    <message>
        <source>Move up</source>
        <translation>Nach oben</translation>
    </message>
    <message>
        <source>Move down</source>
        <translation>Nach unten</translation>
    </message>
    <message>
        <source>Limits</source>
        <translation>Obergrenzen</translation>
    </message>
    <message>
        <source>Every warrior of the warband must keep within them</source>
        <translation>Jeder Krieger der Kriegerbande muss sie einhalten</translation>
    </message>
    <message>
        <source>{stat}: none</source>
        <translation>{stat}: keine</translation>
    </message>
    <message>
        <source>{stat} limit</source>
        <translation>Obergrenze {stat}</translation>
    </message>
    <message>
        <source>Apply limits</source>
        <translation>Obergrenzen übernehmen</translation>
    </message>
    <message>
        <source>warrior {name}</source>
        <translation>Krieger {name}</translation>
    </message>
    <message>
        <source>a warband</source>
        <translation>eine Kriegerbande</translation>
    </message>
    <message>
        <source>the limits of {warband}</source>
        <translation>die Obergrenzen von {warband}</translation>
    </message>
    <message>
        <source>the limits of warband {id}</source>
        <translation>die Obergrenzen der Kriegerbande {id}</translation>
    </message>
    <message>
        <source>Show warband</source>
        <translation>Kriegerbande zeigen</translation>
    </message>
    <message>
        <source>This warband no longer exists</source>
        <translation>Diese Kriegerbande gibt es nicht mehr</translation>
    </message>
    <message numerus="yes">
        <source>%n warrior(s)</source>
        <translation>
            <numerusform>%n Krieger</numerusform>
            <numerusform>%n Krieger</numerusform>
        </translation>
    </message>
    <message>
        <source>{cp} CP spent</source>
        <translation>{cp} EP ausgegeben</translation>
    </message>
    <message>
        <source>Move {name} to place {place}</source>
        <translation>{name} auf Platz {place} verschieben</translation>
    </message>
    <message>
        <source>Copy warrior</source>
        <translation>Krieger kopieren</translation>
    </message>
    <message>
        <source>Copy warrior {name}</source>
        <translation>Krieger {name} kopieren</translation>
    </message>
    <message>
        <source>Delete warrior</source>
        <translation>Krieger löschen</translation>
    </message>
    <message>
        <source>Delete {name} from {warband}? Edit ▸ Undo brings them back.</source>
        <translation>{name} aus {warband} löschen? Bearbeiten ▸ Rückgängig holt ihn zurück.</translation>
    </message>
    <message>
        <source>Delete warrior {name}</source>
        <translation>Krieger {name} löschen</translation>
    </message>
    <message>
        <source>The limits of {warband}</source>
        <translation>Die Obergrenzen von {warband}</translation>
    </message>
    <message>
        <source>Limits of {warband}</source>
        <translation>Obergrenzen von {warband}</translation>
    </message>
    <message>
        <source>No warband</source>
        <translation>Keine Kriegerbande</translation>
    </message>
    <message>
        <source>Warrior: {name}</source>
        <translation>Krieger: {name}</translation>
    </message>
    <message>
        <source>a new warrior</source>
        <translation>ein neuer Krieger</translation>
    </message>
    <message>
        <source>Warrior {name}</source>
        <translation>Krieger {name}</translation>
    </message>
    <message>
        <source>⚠ Warrior {name} was deleted elsewhere while you were editing. Your changes are kept here: Keep Mine adds them as a new warrior.</source>
        <translation>⚠ Krieger {name} wurde anderswo gelöscht, während du ihn bearbeitet hast. Deine Änderungen bleiben hier: „Meine behalten“ legt sie als neuen Krieger an.</translation>
    </message>
    <message>
        <source>Check warrior</source>
        <translation>Krieger prüfen</translation>
    </message>
    <message>
        <source>{budget} − {spent} spent = {left} left</source>
        <translation>{budget} − {spent} ausgegeben = {left} übrig</translation>
    </message>
    <message>
        <source>{budget} − {spent} spent = −{over}: {over} CP over budget</source>
        <translation>{budget} − {spent} ausgegeben = −{over}: {over} EP über dem Budget</translation>
    </message>
    <message>
        <source>✖ Refused: {why}</source>
        <translation>✖ Abgelehnt: {why}</translation>
    </message>
    <message>
        <source>⚠ Warning: {why}</source>
        <translation>⚠ Warnung: {why}</translation>
    </message>
    <message>
        <source>The rules refuse this warrior: see the reasons above</source>
        <translation>Die Regeln lehnen diesen Krieger ab: siehe die Gründe oben</translation>
    </message>
    <message>
        <source>Add warrior {name}</source>
        <translation>Krieger {name} hinzufügen</translation>
    </message>
    <message>
        <source>Edit warrior {name}</source>
        <translation>Krieger {name} bearbeiten</translation>
    </message>
    <message>
        <source>Changed elsewhere</source>
        <translation>Anderswo geändert</translation>
    </message>
    <message>
        <source>&amp;Reload</source>
        <translation>&amp;Neu laden</translation>
    </message>
    <message>
        <source>Show what the database holds now; your changes go</source>
        <translation>Zeigen, was die Datenbank jetzt enthält; deine Änderungen verfallen</translation>
    </message>
    <message>
        <source>&amp;Keep Mine</source>
        <translation>Meine &amp;behalten</translation>
    </message>
    <message>
        <source>Keep your changes; saving them replaces the newer copy</source>
        <translation>Deine Änderungen behalten; Speichern ersetzt die neuere Fassung</translation>
    </message>
    <message>
        <source>⚠ {what} changed elsewhere while you were editing. Your changes are kept here, not saved.</source>
        <translation>⚠ {what} wurde anderswo geändert, während du bearbeitet hast. Deine Änderungen bleiben hier, ungespeichert.</translation>
    </message>
    <message>
        <source>(your league role may not change this)</source>
        <translation>(deine Rolle in der Liga darf das nicht ändern)</translation>
    </message>
    <message>
        <source>Add player</source>
        <translation>Spieler hinzufügen</translation>
    </message>
    <message>
        <source>Name of the new {system} player</source>
        <translation>Name des neuen {system}-Spielers</translation>
    </message>
    <message>
        <source>Add player {name}</source>
        <translation>Spieler {name} hinzufügen</translation>
    </message>
    <message>
        <source>Delete {what}</source>
        <translation>{what} löschen</translation>
    </message>
    <message>
        <source>Delete {what} #{ident} from the log?</source>
        <translation>{what} #{ident} aus dem Protokoll löschen?</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Löschen</translation>
    </message>
    <message>
        <source>Delete {what} {ident}</source>
        <translation>{what} {ident} löschen</translation>
    </message>
    <message>
        <source>CSV (*.csv)</source>
        <translation>CSV-Dateien (*.csv)</translation>
    </message>
    <message>
        <source>PDF (*.pdf)</source>
        <translation>PDF-Dateien (*.pdf)</translation>
    </message>
    <message>
        <source>{system} setup</source>
        <translation>{system}: Aufbau</translation>
    </message>
    <message>
        <source>Make setup</source>
        <translation>Aufbau erstellen</translation>
    </message>
    <message>
        <source>Save setup sheet (PDF)…</source>
        <translation>Aufbaublatt speichern (PDF)…</translation>
    </message>
    <message>
        <source>The setup</source>
        <translation>Der Aufbau</translation>
    </message>
    <message>
        <source>Setup</source>
        <translation>Aufbau</translation>
    </message>
    <message>
        <source>Save setup sheet</source>
        <translation>Aufbaublatt speichern</translation>
    </message>
    <message>
        <source>Save {system} setup sheet</source>
        <translation>{system}-Aufbaublatt speichern</translation>
    </message>
    <message>
        <source>Add player…</source>
        <translation>Spieler hinzufügen…</translation>
    </message>
    <message>
        <source>Setup helper</source>
        <translation>Aufbauhilfe</translation>
    </message>
    <message>
        <source>Deck, Boss, Objectives, seed</source>
        <translation>Stapel, Boss, Ziele, Startwert</translation>
    </message>
    <message>
        <source>Play log and Glory ladder</source>
        <translation>Spielprotokoll und Ruhm-Rangliste</translation>
    </message>
    <message>
        <source>Setup randomiser</source>
        <translation>Zufallsaufbau</translation>
    </message>
    <message>
        <source>Prophecies, tokens, Relics</source>
        <translation>Prophezeiungen, Marker, Relikte</translation>
    </message>
    <message>
        <source>Solo: the Loki deck and track</source>
        <translation>Solo: Loki-Stapel und -Leiste</translation>
    </message>
    <message>
        <source>Matches, standings, solo ladder</source>
        <translation>Partien, Tabelle, Solo-Rangliste</translation>
    </message>
    <message>
        <source>&amp;Game nights</source>
        <translation>&amp;Spieleabende</translation>
    </message>
    <message>
        <source>War of Jarls (double or triple handicaps)</source>
        <translation>Krieg der Jarle (doppelte oder dreifache Erschwernisse)</translation>
    </message>
    <message>
        <source>War of Jarls</source>
        <translation>Krieg der Jarle</translation>
    </message>
    <message>
        <source>1 (solo)</source>
        <translation>1 (Solo)</translation>
    </message>
    <message>
        <source>Number of players</source>
        <translation>Anzahl der Spieler</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Vikings Gone Wild: Ragnarok! — setup</source>
        <translation>Vikings Gone Wild: Ragnarok! — Aufbau</translation>
    </message>
    <message>
        <source>Solo</source>
        <translation>Solo</translation>
    </message>
    <message numerus="yes">
        <source>%n players</source>
        <translation>
            <numerusform>%n Spieler</numerusform>
            <numerusform>%n Spieler</numerusform>
        </translation>
    </message>
    <message>
        <source> ({base} − {less}, handicap)</source>
        <translation> ({base} − {less}, Erschwernis)</translation>
    </message>
    <message>
        <source>(card {card} of 7)</source>
        <translation>(Karte {card} von 7)</translation>
    </message>
    <message>
        <source> · War of Jarls</source>
        <translation> · Krieg der Jarle</translation>
    </message>
    <message>
        <source>seed &lt;b&gt;{seed}&lt;/b&gt;</source>
        <translation>Startwert &lt;b&gt;{seed}&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Handicaps: {handicaps}</source>
        <translation>Erschwernisse: {handicaps}</translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;Undead Army deck:&lt;/b&gt; %n cards</source>
        <translation>
            <numerusform>&lt;b&gt;Stapel des Untotenheers:&lt;/b&gt; %n Karte</numerusform>
            <numerusform>&lt;b&gt;Stapel des Untotenheers:&lt;/b&gt; %n Karten</numerusform>
        </translation>
    </message>
    <message>
        <source>&lt;b&gt;Boss&lt;/b&gt; (face down at the bottom): {boss}</source>
        <translation>&lt;b&gt;Boss&lt;/b&gt; (verdeckt ganz unten): {boss}</translation>
    </message>
    <message>
        <source>(Boss {boss} of 5)</source>
        <translation>(Boss {boss} von 5)</translation>
    </message>
    <message>
        <source>&lt;b&gt;Team token&lt;/b&gt; (starting Victory Points): {vp}</source>
        <translation>&lt;b&gt;Teammarker&lt;/b&gt; (Siegpunkte zu Beginn): {vp}</translation>
    </message>
    <message>
        <source>Objectives</source>
        <translation>Ziele</translation>
    </message>
    <message>
        <source>Ragnarok! plays and ladder</source>
        <translation>Ragnarok!: Spiele und Rangliste</translation>
    </message>
    <message>
        <source>Players in the new play</source>
        <translation>Spieler des neuen Spiels</translation>
    </message>
    <message>
        <source>Team</source>
        <translation>Team</translation>
    </message>
    <message>
        <source>optional team name</source>
        <translation>Teamname (freiwillig)</translation>
    </message>
    <message>
        <source>Player count</source>
        <translation>Spielerzahl</translation>
    </message>
    <message>
        <source>Won or lost</source>
        <translation>Gewonnen oder verloren</translation>
    </message>
    <message>
        <source>Some Victory Points were lost</source>
        <translation>Es gingen Siegpunkte verloren</translation>
    </message>
    <message>
        <source>VP lost</source>
        <translation>SiP verloren</translation>
    </message>
    <message>
        <source>Seed of the setup</source>
        <translation>Startwert des Aufbaus</translation>
    </message>
    <message>
        <source>optional</source>
        <translation>freiwillig</translation>
    </message>
    <message>
        <source>Log play</source>
        <translation>Spiel eintragen</translation>
    </message>
    <message>
        <source>Players (tick)</source>
        <translation>Spieler (ankreuzen)</translation>
    </message>
    <message>
        <source>Setup seed</source>
        <translation>Startwert des Aufbaus</translation>
    </message>
    <message>
        <source>Log a play</source>
        <translation>Spiel eintragen</translation>
    </message>
    <message>
        <source>Play log</source>
        <translation>Spielprotokoll</translation>
    </message>
    <message>
        <source>Ladder by player</source>
        <translation>Rangliste nach Spieler</translation>
    </message>
    <message>
        <source>Ladder by team</source>
        <translation>Rangliste nach Team</translation>
    </message>
    <message>
        <source>Export ladder CSV…</source>
        <translation>Rangliste als CSV exportieren…</translation>
    </message>
    <message>
        <source>Print ladder (PDF)…</source>
        <translation>Rangliste drucken (PDF)…</translation>
    </message>
    <message>
        <source>Ladder — best rank and Glory of a won play</source>
        <translation>Rangliste — bester Rang und Ruhm eines gewonnenen Spiels</translation>
    </message>
    <message>
        <source>Vikings Gone Wild: Ragnarok! — plays and ladder</source>
        <translation>Vikings Gone Wild: Ragnarok! — Spiele und Rangliste</translation>
    </message>
    <message>
        <source>Tick the players (or name the team) to see whether War of Jarls is open</source>
        <translation>Kreuze die Spieler an (oder nenne das Team), um zu sehen, ob Krieg der Jarle offensteht</translation>
    </message>
    <message>
        <source>plays</source>
        <translation>Spiele</translation>
    </message>
    <message>
        <source>Log Ragnarok! play</source>
        <translation>Ragnarok!-Spiel eintragen</translation>
    </message>
    <message>
        <source>Delete play</source>
        <translation>Spiel löschen</translation>
    </message>
    <message>
        <source>play</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <source>Export ladder</source>
        <translation>Rangliste exportieren</translation>
    </message>
    <message>
        <source>Export Ragnarok! ladder</source>
        <translation>Ragnarok!-Rangliste exportieren</translation>
    </message>
    <message>
        <source>Print ladder</source>
        <translation>Rangliste drucken</translation>
    </message>
    <message>
        <source>Print Ragnarok! ladder</source>
        <translation>Ragnarok!-Rangliste drucken</translation>
    </message>
    <message>
        <source>blank: a new seed</source>
        <translation>leer: zufällig</translation>
    </message>
    <message>
        <source>a seed is a whole number such as 1234, not {text!r}</source>
        <translation>ein Startwert ist eine ganze Zahl wie 1234, nicht {text!r}</translation>
    </message>
    <message>
        <source>No keyring on this computer: the password is kept until you quit</source>
        <translation>Kein Schlüsselbund auf diesem Computer: Das Passwort bleibt bis zum Beenden gespeichert</translation>
    </message>
    <message>
        <source>League role</source>
        <translation>Rolle in der Liga</translation>
    </message>
    <message>
        <source>{reason}; what the role may not change is not offered</source>
        <translation>{reason}; was die Rolle nicht ändern darf, wird nicht angeboten</translation>
    </message>
    <message>
        <source>organiser</source>
        <translation>Ligaleitung</translation>
    </message>
    <message>
        <source>Licences</source>
        <translation>Lizenzen</translation>
    </message>
    <message>
        <source>Lost the connection to the league server: warclan is reconnecting; what you typed is kept, and changes can be saved once the connection is back ({said}).</source>
        <translation>Verbindung zum Ligaserver verloren: warclan verbindet sich neu; was du eingegeben hast, bleibt erhalten, und Änderungen lassen sich speichern, sobald die Verbindung wieder steht ({said}).</translation>
    </message>
    <message>
        <source>Reconnected to the league server; the window was refreshed</source>
        <translation>Wieder mit dem Ligaserver verbunden; das Fenster wurde aufgefrischt</translation>
    </message>
    <message>
        <source>Filter (Ctrl+F)</source>
        <translation>Filtern (Strg+F)</translation>
    </message>
    <message>
        <source>Filter the navigator</source>
        <translation>Navigator filtern</translation>
    </message>
    <message>
        <source>Campaigns</source>
        <translation>Kampagnen</translation>
    </message>
    <message>
        <source>Game nights</source>
        <translation>Spieleabende</translation>
    </message>
    <message>
        <source>Rules</source>
        <comment>navigator section</comment>
        <translation>Regeln</translation>
    </message>
    <message>
        <source>Filter {what} (Ctrl+F)</source>
        <translation>{what} filtern (Strg+F)</translation>
    </message>
    <message>
        <source>Filter {what}</source>
        <translation>{what} filtern</translation>
    </message>
    <message>
        <source>nothing changed yet</source>
        <translation>noch nichts geändert</translation>
    </message>
    <message>
        <source>House rule for this campaign</source>
        <translation>Hausregel für diese Kampagne</translation>
    </message>
    <message>
        <source>House rule fields</source>
        <translation>Felder der Hausregel</translation>
    </message>
    <message>
        <source>House rule as this campaign plays it, in JSON</source>
        <translation>Hausregel, wie diese Kampagne sie spielt, als JSON</translation>
    </message>
    <message>
        <source>Original entry, in JSON</source>
        <translation>Originaleintrag als JSON</translation>
    </message>
    <message>
        <source>This campaign plays it as (JSON):</source>
        <translation>Diese Kampagne spielt es so (JSON):</translation>
    </message>
    <message>
        <source>Original:</source>
        <translation>Im Original:</translation>
    </message>
    <message>
        <source>&amp;Form</source>
        <translation>&amp;Formular</translation>
    </message>
    <message>
        <source>&amp;Advanced (JSON)</source>
        <translation>&amp;Erweitert (JSON)</translation>
    </message>
    <message>
        <source>House rule views</source>
        <translation>Ansichten der Hausregel</translation>
    </message>
    <message>
        <source>Why the group changed it (optional)</source>
        <translation>Warum die Gruppe es geändert hat (freiwillig)</translation>
    </message>
    <message>
        <source>House rule note</source>
        <translation>Notiz zur Hausregel</translation>
    </message>
    <message>
        <source>&amp;Save house rule</source>
        <translation>Hausregel &amp;speichern</translation>
    </message>
    <message>
        <source>Enter or Ctrl+Enter saves</source>
        <translation>Eingabe oder Strg+Eingabe speichert</translation>
    </message>
    <message>
        <source>&amp;Reset to original…</source>
        <translation>Auf Original &amp;zurücksetzen…</translation>
    </message>
    <message>
        <source>House rule status</source>
        <translation>Stand der Hausregel</translation>
    </message>
    <message>
        <source>&amp;Note:</source>
        <translation>&amp;Notiz:</translation>
    </message>
    <message>
        <source>The house rule for {name}</source>
        <translation>Die Hausregel für {name}</translation>
    </message>
    <message>
        <source>(added by the group: no original)</source>
        <translation>(von der Gruppe hinzugefügt: kein Original)</translation>
    </message>
    <message>
        <source>House rule for this campaign: {name}</source>
        <translation>Hausregel für diese Kampagne: {name}</translation>
    </message>
    <message>
        <source>House rules: choose a campaign above to edit</source>
        <translation>Hausregeln: wähle oben eine Kampagne zum Bearbeiten</translation>
    </message>
    <message>
        <source>House rules</source>
        <translation>Hausregeln</translation>
    </message>
    <message>
        <source>the entry</source>
        <translation>der Eintrag</translation>
    </message>
    <message>
        <source>the entry must be a JSON object</source>
        <translation>der Eintrag muss ein JSON-Objekt sein</translation>
    </message>
    <message>
        <source>choose a campaign and an entry</source>
        <translation>wähle eine Kampagne und einen Eintrag</translation>
    </message>
    <message>
        <source>this campaign plays the original</source>
        <translation>diese Kampagne spielt das Original</translation>
    </message>
    <message>
        <source>✔ The campaign&apos;s rules load with this change.</source>
        <translation>✔ Die Regeln der Kampagne laden mit dieser Änderung.</translation>
    </message>
    <message>
        <source>This campaign plays its own edit; Reset goes back to the original.</source>
        <translation>Diese Kampagne spielt ihre eigene Änderung; Zurücksetzen kehrt zum Original zurück.</translation>
    </message>
    <message>
        <source>Reset is off: {reason}</source>
        <translation>Zurücksetzen ist aus: {reason}</translation>
    </message>
    <message numerus="yes">
        <source>%n purchase(s) already paid keep the price paid then; a new price applies to later purchases only.</source>
        <translation>
            <numerusform>%n schon bezahlter Kauf behält den damals gezahlten Preis; ein neuer Preis gilt nur für spätere Käufe.</numerusform>
            <numerusform>%n schon bezahlte Käufe behalten den damals gezahlten Preis; ein neuer Preis gilt nur für spätere Käufe.</numerusform>
        </translation>
    </message>
    <message>
        <source>Save is off: {reason}</source>
        <translation>Speichern ist aus: {reason}</translation>
    </message>
    <message>
        <source>Enter saves</source>
        <translation>Eingabe speichert</translation>
    </message>
    <message>
        <source>House rule: {name}</source>
        <translation>Hausregel: {name}</translation>
    </message>
    <message>
        <source>Remove the group&apos;s own entry of {name} and play without it? Purchases already paid keep their price. Edit ▸ Undo brings it back.</source>
        <translation>Den eigenen Eintrag der Gruppe für {name} entfernen und ohne ihn spielen? Schon bezahlte Käufe behalten ihren Preis. Bearbeiten ▸ Rückgängig holt ihn zurück.</translation>
    </message>
    <message>
        <source>Remove the group&apos;s edit of {name} and play the original? Purchases already paid keep their price. Edit ▸ Undo brings it back.</source>
        <translation>Die Änderung der Gruppe an {name} entfernen und das Original spielen? Schon bezahlte Käufe behalten ihren Preis. Bearbeiten ▸ Rückgängig holt sie zurück.</translation>
    </message>
    <message>
        <source>Reset house rule</source>
        <translation>Hausregel zurücksetzen</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>Zurücksetzen</translation>
    </message>
    <message>
        <source>Reset {name}</source>
        <translation>{name} zurücksetzen</translation>
    </message>
    <message>
        <source>JSON files (*.json);;All files (*)</source>
        <translation>JSON-Dateien (*.json);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>House rules: {campaign}</source>
        <translation>Hausregeln: {campaign}</translation>
    </message>
    <message>
        <source>Edit in place</source>
        <translation>Direkt bearbeiten</translation>
    </message>
    <message>
        <source>God Powers, items, profiles, abilities, injury, success and raid tables, prices</source>
        <translation>Götterkräfte, Gegenstände, Profile, Fähigkeiten, Verletzungs-, Erfolgs- und Raubzugtabellen, Preise</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Regeln</translation>
    </message>
    <message>
        <source>&amp;Catalogues…</source>
        <translation>&amp;Kataloge…</translation>
    </message>
    <message>
        <source>Import House-Rule Pack…</source>
        <translation>Hausregel-Paket importieren…</translation>
    </message>
    <message>
        <source>Export House-Rule Pack…</source>
        <translation>Hausregel-Paket exportieren…</translation>
    </message>
    <message>
        <source>Import War Clan…</source>
        <translation>Kriegsclan importieren…</translation>
    </message>
    <message>
        <source>Export War Clan…</source>
        <translation>Kriegsclan exportieren…</translation>
    </message>
    <message>
        <source>Import Profiles…</source>
        <translation>Profile importieren…</translation>
    </message>
    <message>
        <source>Create a campaign first.</source>
        <translation>Lege zuerst eine Kampagne an.</translation>
    </message>
    <message>
        <source>Which campaign?</source>
        <translation>Welche Kampagne?</translation>
    </message>
    <message>
        <source>Import house rules</source>
        <translation>Hausregeln importieren</translation>
    </message>
    <message>
        <source>Export house rules</source>
        <translation>Hausregeln exportieren</translation>
    </message>
    <message>
        <source>Import War Clan</source>
        <translation>Kriegsclan importieren</translation>
    </message>
    <message>
        <source>Export War Clan</source>
        <translation>Kriegsclan exportieren</translation>
    </message>
    <message>
        <source>This campaign has no War Clan yet.</source>
        <translation>Diese Kampagne hat noch keinen Kriegsclan.</translation>
    </message>
    <message>
        <source>Which War Clan?</source>
        <translation>Welcher Kriegsclan?</translation>
    </message>
    <message>
        <source>Export {name}</source>
        <translation>{name} exportieren</translation>
    </message>
    <message>
        <source>War Clans</source>
        <translation>Kriegsclans</translation>
    </message>
    <message>
        <source>Import profiles</source>
        <translation>Profile importieren</translation>
    </message>
    <message>
        <source>Damage distribution chart</source>
        <translation>Diagramm der Schadensverteilung</translation>
    </message>
    <message>
        <source>defender survives</source>
        <translation>Verteidiger überlebt</translation>
    </message>
    <message>
        <source>kills</source>
        <translation>tötet</translation>
    </message>
    <message>
        <source>damage dealt (✝ = kills)</source>
        <translation>verursachter Schaden (✝ = tötet)</translation>
    </message>
    <message>
        <source>chance</source>
        <translation>Chance</translation>
    </message>
    <message>
        <source>Damage of one attack — kill chance {percent}</source>
        <translation>Schaden eines Angriffs — Chance zu töten {percent}</translation>
    </message>
    <message>
        <source>Typed numbers</source>
        <translation>Eigene Werte</translation>
    </message>
    <message>
        <source>{side}: warrior</source>
        <translation>{side}: Krieger</translation>
    </message>
    <message>
        <source>Warrior</source>
        <translation>Krieger</translation>
    </message>
    <message>
        <source>ATTACK dice</source>
        <translation>ATTACK-Würfel</translation>
    </message>
    <message>
        <source>Damage per hit</source>
        <translation>Schaden je Treffer</translation>
    </message>
    <message>
        <source>TOUGHNESS dice</source>
        <translation>TOUGHNESS-Würfel</translation>
    </message>
    <message>
        <source>Weak Attack (half ATTACK dice, rounded up)</source>
        <translation>Schwacher Angriff (halbe ATTACK-Würfel, aufgerundet)</translation>
    </message>
    <message>
        <source>Weak Attack</source>
        <translation>Schwacher Angriff</translation>
    </message>
    <message>
        <source>Chance to kill</source>
        <translation>Chance zu töten</translation>
    </message>
    <message>
        <source>Expected damage</source>
        <translation>Erwarteter Schaden</translation>
    </message>
    <message>
        <source>Damage distribution</source>
        <translation>Schadensverteilung</translation>
    </message>
    <message>
        <source>Counting…</source>
        <translation>Wird gezählt…</translation>
    </message>
    <message>
        <source> (Weak Attack: {dice} dice)</source>
        <translation> (Schwacher Angriff: {dice} Würfel)</translation>
    </message>
    <message>
        <source>{attack} ATTACK dice × {damage} damage against {toughness} TOUGHNESS dice and {wounds} WOUNDS{weak}</source>
        <translation>{attack} ATTACK-Würfel × {damage} Schaden gegen {toughness} TOUGHNESS-Würfel und {wounds} WOUNDS{weak}</translation>
    </message>
    <message>
        <source>Chance to kill: {fraction} = {percent}</source>
        <translation>Chance zu töten: {fraction} = {percent}</translation>
    </message>
    <message>
        <source>Expected damage: {fraction} ≈ {value}</source>
        <translation>Erwarteter Schaden: {fraction} ≈ {value}</translation>
    </message>
    <message>
        <source>{file} has {count} problems:</source>
        <translation>{file} hat {count} Probleme:</translation>
    </message>
    <message>
        <source>2D6</source>
        <translation>2W6</translation>
    </message>
    <message>
        <source>1D6</source>
        <translation>1W6</translation>
    </message>
    <message>
        <source>D10</source>
        <translation>W10</translation>
    </message>
    <message>
        <source>{kind} roll for {purpose} must be a whole number, not {value!r}</source>
        <translation>der {kind}-Wurf für {purpose} muss eine ganze Zahl sein, nicht {value!r}</translation>
    </message>
    <message>
        <source>{kind} roll must be a whole number, not {value!r}</source>
        <translation>der {kind}-Wurf muss eine ganze Zahl sein, nicht {value!r}</translation>
    </message>
    <message>
        <source>{kind} roll for {purpose} must be {low}–{high}, not {value}</source>
        <translation>der {kind}-Wurf für {purpose} muss {low}–{high} sein, nicht {value}</translation>
    </message>
    <message>
        <source>{kind} roll must be {low}–{high}, not {value}</source>
        <translation>der {kind}-Wurf muss {low}–{high} sein, nicht {value}</translation>
    </message>
    <message>
        <source>another {kind} roll is needed for {purpose}{note}</source>
        <translation>ein weiterer {kind}-Wurf wird gebraucht für {purpose}{note}</translation>
    </message>
    <message>
        <source>another {kind} roll is needed{note}</source>
        <translation>ein weiterer {kind}-Wurf wird gebraucht{note}</translation>
    </message>
    <message>
        <source>Gain 2 Gold</source>
        <translation>2 Gold nehmen</translation>
    </message>
    <message>
        <source>Move up 1 space on the Blue Blessing track</source>
        <translation>1 Feld auf der blauen Segensleiste vorrücken</translation>
    </message>
    <message>
        <source>Move the Sun wolf</source>
        <translation>Den Sonnenwolf bewegen</translation>
    </message>
    <message>
        <source>Gain 1 point and reset the influence track</source>
        <translation>1 Punkt erhalten und die Einflussleiste zurücksetzen</translation>
    </message>
    <message>
        <source>Gain 2 Mead</source>
        <translation>2 Met nehmen</translation>
    </message>
    <message>
        <source>Move up 1 space on the Red Blessing track</source>
        <translation>1 Feld auf der roten Segensleiste vorrücken</translation>
    </message>
    <message>
        <source>Move the Moon wolf</source>
        <translation>Den Mondwolf bewegen</translation>
    </message>
    <message>
        <source>the Sun or Moon symbol shown on the card, once</source>
        <translation>das Sonnen- oder Mondsymbol der Karte, einmal</translation>
    </message>
    <message>
        <source>the Sun focus shown on the track, once</source>
        <translation>den Sonnenfokus der Leiste, einmal</translation>
    </message>
    <message>
        <source>the Sun focus shown on the track, twice</source>
        <translation>den Sonnenfokus der Leiste, zweimal</translation>
    </message>
    <message>
        <source>the Moon focus shown on the track, once</source>
        <translation>den Mondfokus der Leiste, einmal</translation>
    </message>
    <message>
        <source>the Moon focus shown on the track, twice</source>
        <translation>den Mondfokus der Leiste, zweimal</translation>
    </message>
    <message>
        <source>a Prophecy is a Sun or a Moon Prophecy, not {side!r}</source>
        <translation>eine Prophezeiung ist eine Sonnen- oder Mond-Prophezeiung, nicht {side!r}</translation>
    </message>
    <message>
        <source>a Prophecy is scored by the player, Loki or nobody (a tie), not {scorer!r}</source>
        <translation>eine Prophezeiung wertet der Spieler, Loki oder niemand (Gleichstand), nicht {scorer!r}</translation>
    </message>
    <message>
        <source>Loki&apos;s focus track is Sun or Moon, not {side!r}</source>
        <translation>Lokis Fokusleiste ist Sonne oder Mond, nicht {side!r}</translation>
    </message>
    <message>
        <source>{score}: points cannot be negative ({points})</source>
        <translation>{score}: Punkte können nicht negativ sein ({points})</translation>
    </message>
    <message>
        <source>{score}: points must be at most {max_points}, not {points}</source>
        <translation>{score}: höchstens {max_points} Punkte, nicht {points}</translation>
    </message>
    <message>
        <source>{score}: {what} cannot be negative ({value})</source>
        <translation>{score}: {what} kann nicht negativ sein ({value})</translation>
    </message>
    <message>
        <source>{score}: {what} must be between 0 and {max_resource} (a player holds at most 7 of each resource), not {value}</source>
        <translation>{score}: {what} muss zwischen 0 und {max_resource} liegen (ein Spieler hält höchstens 7 von jedem Rohstoff), nicht {value}</translation>
    </message>
    <message>
        <source>a tie on {points} points</source>
        <translation>ein Gleichstand bei {points} Punkten</translation>
    </message>
    <message>
        <source>{a} on {a_points} and {b} on {b_points}</source>
        <translation>{a} mit {a_points} und {b} mit {b_points}</translation>
    </message>
    <message>
        <source>{how} cannot happen: the game ends the moment one player reaches {winning_points} points, so only one player can end on {winning_points} or more</source>
        <translation>{how} ist unmöglich: Das Spiel endet, sobald ein Spieler {winning_points} Punkte erreicht, also kann nur einer mit {winning_points} oder mehr enden</translation>
    </message>
    <message>
        <source>{name} wins on points, {points} to {other}</source>
        <translation>{name} gewinnt nach Punkten, {points} zu {other}</translation>
    </message>
    <message>
        <source>tied on {points} points; {name} wins with more remaining resources ({resources} to {other} Gold plus Mead)</source>
        <translation>Gleichstand bei {points} Punkten; {name} gewinnt mit mehr übrigen Ressourcen ({resources} zu {other} Gold plus Met)</translation>
    </message>
    <message>
        <source>a draw: tied on {points} points and on {resources} remaining resources (the rules name no further tie-break)</source>
        <translation>unentschieden: Gleichstand bei {points} Punkten und {resources} übrigen Ressourcen (die Regeln nennen keinen weiteren Entscheid)</translation>
    </message>
    <message>
        <source>The rulebook recommends the example setup pictured opposite its setup page for a first game; that picture is not in the rule text, so this preset is warclan&apos;s own fixed layout (Prophecies, tokens and Relics in reference order). Use the picture if you have it.</source>
        <translation>Das Regelbuch empfiehlt fürs erste Spiel den Beispielaufbau, der neben seiner Aufbauseite abgebildet ist; dieses Bild fehlt im Regeltext, daher ist diese Vorgabe warclans eigener fester Aufbau (Prophezeiungen, Marker und Relikte in Referenzreihenfolge). Nimm das Bild, wenn du es hast.</translation>
    </message>
    <message>
        <source>Player 1</source>
        <translation>Spieler 1</translation>
    </message>
    <message>
        <source>Player 2</source>
        <translation>Spieler 2</translation>
    </message>
    <message>
        <source>a seed is a whole number from 0 to {max_seed}, not {seed}</source>
        <translation>ein Startwert ist eine ganze Zahl von 0 bis {max_seed}, nicht {seed}</translation>
    </message>
    <message>
        <source>in the solo mode Loki is the opponent, not the player</source>
        <translation>im Solomodus ist Loki der Gegner, nicht der Spieler</translation>
    </message>
    <message>
        <source>a match needs two different players, not {found} twice</source>
        <translation>eine Partie braucht zwei verschiedene Spieler, nicht zweimal {found}</translation>
    </message>
    <message>
        <source>a special ability needs a name</source>
        <translation>eine Spezialfähigkeit braucht einen Namen</translation>
    </message>
    <message>
        <source>unnamed ability</source>
        <translation>unbenannte Fähigkeit</translation>
    </message>
    <message>
        <source>special ability {label!r} costs {cost} CP; abilities cost {ability_min_cost}–{ability_max_cost} CP</source>
        <translation>die Spezialfähigkeit {label!r} kostet {cost} EP; Fähigkeiten kosten {ability_min_cost}–{ability_max_cost} EP</translation>
    </message>
    <message>
        <source>a warrior needs a name</source>
        <translation>ein Krieger braucht einen Namen</translation>
    </message>
    <message>
        <source>{stat} has {points} CP; CP spent on a stat cannot be negative</source>
        <translation>{stat} hat {points} EP; die für einen Wert ausgegebenen EP können nicht negativ sein</translation>
    </message>
    <message>
        <source>unknown weapon {weapon_key!r}; choose one of: {known}</source>
        <translation>unbekannte Waffe {weapon_key!r}; wähle eine von: {known}</translation>
    </message>
    <message>
        <source>{stat} {value} exceeds the warband limit of {limit}</source>
        <translation>{stat} {value} überschreitet die Grenze der Kriegerbande von {limit}</translation>
    </message>
    <message>
        <source>over budget: spends {spent} CP of {creation_points}</source>
        <translation>über dem Budget: gibt {spent} von {creation_points} EP aus</translation>
    </message>
    <message>
        <source>{cp} CP unspent</source>
        <translation>{cp} EP nicht ausgegeben</translation>
    </message>
    <message>
        <source>ATTACK {attack}: this warrior cannot roll attack dice</source>
        <translation>ATTACK {attack}: dieser Krieger kann keine Angriffswürfel werfen</translation>
    </message>
    <message>
        <source>{stat} limit {limit} is below the base value of {base}</source>
        <translation>die Grenze {limit} für {stat} liegt unter dem Grundwert {base}</translation>
    </message>
    <message>
        <source>a warband needs a name</source>
        <translation>eine Kriegerbande braucht einen Namen</translation>
    </message>
    <message>
        <source>warrior name {spelling!r} is used {count} times; names must differ (ignoring case)</source>
        <translation>der Kriegername {spelling!r} kommt {count}-mal vor; Namen müssen sich unterscheiden (ohne Groß- und Kleinschreibung)</translation>
    </message>
    <message>
        <source>the warband has no warriors yet</source>
        <translation>die Kriegerbande hat noch keine Krieger</translation>
    </message>
    <message>
        <source>{what} must be a whole number of dice, got {value!r}</source>
        <translation>{what} muss eine ganze Zahl von Würfeln sein, erhalten: {value!r}</translation>
    </message>
    <message>
        <source>{what} cannot be negative, got {value}</source>
        <translation>{what} kann nicht negativ sein, erhalten: {value}</translation>
    </message>
    <message>
        <source>{what} must be a whole number, got {value!r}</source>
        <translation>{what} muss eine ganze Zahl sein, erhalten: {value!r}</translation>
    </message>
    <message>
        <source>{what} must be at least 1, got {value}</source>
        <translation>{what} muss mindestens 1 sein, erhalten: {value}</translation>
    </message>
    <message>
        <source>Victory Points cannot be negative ({victory_points})</source>
        <translation>Siegpunkte können nicht negativ sein ({victory_points})</translation>
    </message>
    <message>
        <source>encounter kills cannot be negative ({encounter_kills})</source>
        <translation>getötete Begegnungen können nicht negativ sein ({encounter_kills})</translation>
    </message>
    <message>
        <source>no catch-up bonus: Rank {own_rank} is not below the base rank {joined_base_rank} the clan joined at</source>
        <translation>kein Aufholbonus: Rang {own_rank} liegt nicht unter dem Basisrang {joined_base_rank}, zu dem der Kriegsclan beigetreten ist</translation>
    </message>
    <message>
        <source>no catch-up bonus: Rank {own_rank} is below the base rank {joined_base_rank} the clan joined at, but no opponent ranked higher</source>
        <translation>kein Aufholbonus: Rang {own_rank} liegt unter dem Basisrang {joined_base_rank}, zu dem der Kriegsclan beigetreten ist, aber kein Gegner hatte einen höheren Rang</translation>
    </message>
    <message>
        <source>catch-up bonus: Rank {own_rank} is below the base rank {joined_base_rank} the clan joined at; the highest-ranked opponent was Rank {highest}, so {per_rank} × {ranks} = {bonus} Glory</source>
        <translation>Aufholbonus: Rang {own_rank} liegt unter dem Basisrang {joined_base_rank}, zu dem der Kriegsclan beigetreten ist; der ranghöchste Gegner hatte Rang {highest}, also {per_rank} × {ranks} = {bonus} Ruhm</translation>
    </message>
    <message>
        <source>the War Clan costs {cost} Glory, {value} over the {starting_glory} Glory a new War Clan is built from</source>
        <translation>der Kriegsclan kostet {cost} Ruhm, {value} mehr als die {starting_glory} Ruhm, aus denen ein neuer Kriegsclan gebaut wird</translation>
    </message>
    <message>
        <source>the price of {what} cannot be negative ({price})</source>
        <translation>der Preis von {what} kann nicht negativ sein ({price})</translation>
    </message>
    <message>
        <source>{what} costs {price} Glory but the clan has only {unspent} unspent</source>
        <translation>{what} kostet {price} Ruhm, aber der Kriegsclan hat nur {unspent} übrig</translation>
    </message>
    <message>
        <source>severely wounded</source>
        <translation>schwer verwundet</translation>
    </message>
    <message>
        <source>badly wounded</source>
        <translation>übel verwundet</translation>
    </message>
    <message>
        <source>presumed dead</source>
        <translation>vermutlich tot</translation>
    </message>
    <message>
        <source>recovers</source>
        <translation>erholt sich</translation>
    </message>
    <message>
        <source>severe injury {name}: unknown stat {stat!r}</source>
        <translation>schwere Verletzung {name}: unbekannter Wert {stat!r}</translation>
    </message>
    <message>
        <source>Severe Injury Table: {problem}</source>
        <translation>Tabelle der schweren Verletzungen: {problem}</translation>
    </message>
    <message>
        <source>Injury Table: {problem}</source>
        <translation>Verletzungstabelle: {problem}</translation>
    </message>
    <message>
        <source>row {low}–{high} is empty</source>
        <translation>die Zeile {low}–{high} ist leer</translation>
    </message>
    <message>
        <source>the Raid Table is rolled on 2D6</source>
        <translation>auf der Raubzugtabelle wird mit 2W6 gewürfelt</translation>
    </message>
    <message>
        <source>low {low} is above high {high}</source>
        <translation>low {low} liegt über high {high}</translation>
    </message>
    <message>
        <source>rows must cover 2–12 exactly once each</source>
        <translation>die Zeilen müssen 2–12 je genau einmal abdecken</translation>
    </message>
    <message>
        <source>{name!r} is already the {kind} ability {clash!r}</source>
        <translation>{name!r} ist schon die Fähigkeit {clash!r} (Art {kind})</translation>
    </message>
    <message>
        <source>at least one row must have no limit</source>
        <translation>mindestens eine Zeile darf keine Grenze haben</translation>
    </message>
    <message>
        <source>{name}&apos;s severe injury</source>
        <translation>die schwere Verletzung von {name}</translation>
    </message>
    <message>
        <source>{name}&apos;s injury</source>
        <translation>die Verletzung von {name}</translation>
    </message>
    <message>
        <source>{name}&apos;s equipment</source>
        <translation>die Ausrüstung von {name}</translation>
    </message>
    <message>
        <source>raid: {find}</source>
        <translation>Raubzug: {find}</translation>
    </message>
    <message>
        <source>game {seq}: {vp} VP, {kills} kills</source>
        <translation>Spiel {seq}: {vp} SiP, {kills} getötet</translation>
    </message>
    <message>
        <source>game {seq}: catch-up bonus</source>
        <translation>Spiel {seq}: Aufholbonus</translation>
    </message>
    <message>
        <source>Action Points</source>
        <translation>Aktionspunkte</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>Geschwindigkeit</translation>
    </message>
    <message>
        <source>Melee Attack</source>
        <translation>Nahkampfangriff</translation>
    </message>
    <message>
        <source>Ranged Attack</source>
        <translation>Fernkampfangriff</translation>
    </message>
    <message>
        <source>Defense</source>
        <translation>Verteidigung</translation>
    </message>
    <message>
        <source>Resilience</source>
        <translation>Widerstand</translation>
    </message>
    <message>
        <source>Drive</source>
        <translation>Antrieb</translation>
    </message>
    <message>
        <source>Mind</source>
        <translation>Verstand</translation>
    </message>
    <message>
        <source>Game {game}: rolled {roll}, {result}</source>
        <translation>Spiel {game}: {roll} gewürfelt, {result}</translation>
    </message>
    <message>
        <source>{injury} (house rule)</source>
        <translation>{injury} (Hausregel)</translation>
    </message>
    <message>
        <source>, blind</source>
        <translation>, erblindet</translation>
    </message>
    <message>
        <source>, lost equipment</source>
        <translation>, Ausrüstung verloren</translation>
    </message>
    <message>
        <source>, lost equipment (1D6 = {roll})</source>
        <translation>, Ausrüstung verloren (1W6 = {roll})</translation>
    </message>
    <message>
        <source>, died</source>
        <translation>, gestorben</translation>
    </message>
    <message>
        <source>, removed from the War Clan</source>
        <translation>, aus dem Kriegsclan entfernt</translation>
    </message>
    <message>
        <source>Changed stats:</source>
        <translation>Geänderte Werte:</translation>
    </message>
    <message>
        <source>Abilities:</source>
        <translation>Fähigkeiten:</translation>
    </message>
    <message>
        <source>Lost:</source>
        <translation>Verloren:</translation>
    </message>
    <message>
        <source>Injuries</source>
        <translation>Verletzungen</translation>
    </message>
    <message>
        <source>, paid {glory} Glory</source>
        <translation>, {glory} Ruhm bezahlt</translation>
    </message>
    <message>
        <source>, house rule</source>
        <translation>, Hausregel</translation>
    </message>
    <message>
        <source>{item} (game {game})</source>
        <translation>{item} (Spiel {game})</translation>
    </message>
    <message>
        <source>Cost paid: {glory} Glory · size {size}</source>
        <translation>Bezahlte Kosten: {glory} Ruhm · Größe {size}</translation>
    </message>
    <message>
        <source>rolled by warclan</source>
        <translation>von warclan gewürfelt</translation>
    </message>
    <message>
        <source>rolled by warclan (seed {seed})</source>
        <translation>von warclan gewürfelt (Startwert {seed})</translation>
    </message>
    <message>
        <source>entered (rolled at the table)</source>
        <translation>eingegeben (am Tisch gewürfelt)</translation>
    </message>
    <message>
        <source>unknown stat {stat!r}; stats are {names}</source>
        <translation>unbekannter Wert {stat!r}; die Werte sind {names}</translation>
    </message>
    <message>
        <source>attack range must be 1–{max_range} inches or ML / MR, not {rn!r}</source>
        <translation>die Angriffsreichweite muss 1–{max_range} Zoll oder ML / MR sein, nicht {rn!r}</translation>
    </message>
    <message>
        <source>an attack needs a name</source>
        <translation>ein Angriff braucht einen Namen</translation>
    </message>
    <message>
        <source>a model profile needs a name</source>
        <translation>ein Modellprofil braucht einen Namen</translation>
    </message>
    <message>
        <source>{name}: cost cannot be negative ({cost})</source>
        <translation>{name}: die Kosten können nicht negativ sein ({cost})</translation>
    </message>
    <message>
        <source>{name}: HP must be at least 1</source>
        <translation>{name}: LP müssen mindestens 1 sein</translation>
    </message>
    <message>
        <source>model profile is missing {names}</source>
        <translation>dem Modellprofil fehlt {names}</translation>
    </message>
    <message>
        <source>Raider</source>
        <translation>Plünderer</translation>
    </message>
    <message>
        <source>Housecarl</source>
        <translation>Huskarl</translation>
    </message>
    <message>
        <source>Warlord</source>
        <translation>Kriegsherr</translation>
    </message>
    <message>
        <source>Jarl</source>
        <translation>Jarl</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>a handicap cannot be taken {times} times ({handicap_labels})</source>
        <translation>ein Handicap kann nicht {times}-mal genommen werden ({handicap_labels})</translation>
    </message>
    <message>
        <source>in War of Jarls a handicap is at most tripled; {handicap_labels} was taken {times} times</source>
        <translation>in War of Jarls wird ein Handicap höchstens verdreifacht; {handicap_labels} wurde {times}-mal genommen</translation>
    </message>
    <message>
        <source>each handicap can be picked only once; {handicap_labels} was taken {times} times (doubling or tripling is for War of Jarls play)</source>
        <translation>jedes Handicap kann nur einmal gewählt werden; {handicap_labels} wurde {times}-mal genommen (Verdoppeln oder Verdreifachen gibt es nur in War of Jarls)</translation>
    </message>
    <message>
        <source>{rank} (War of Jarls)</source>
        <translation>{rank} (Krieg der Jarle)</translation>
    </message>
    <message>
        <source>Boss {number} (not named in the rule text)</source>
        <translation>Boss {number} (im Regeltext nicht benannt)</translation>
    </message>
    <message>
        <source>Objective {number} (not named in the rule text)</source>
        <translation>Ziel {number} (im Regeltext nicht benannt)</translation>
    </message>
    <message>
        <source>Ragnarok! is played by 1 to 4 players, not {players}</source>
        <translation>Ragnarok! spielen 1 bis 4 Spieler, nicht {players}</translation>
    </message>
    <message>
        <source>the audit trail is kept on a league server; an SQLite file has one user and keeps none</source>
        <translation>das Protokoll führt ein Ligaserver; eine SQLite-Datei hat einen Benutzer und führt keines</translation>
    </message>
    <message>
        <source>the limit must be at least 1</source>
        <translation>die Grenze muss mindestens 1 sein</translation>
    </message>
    <message>
        <source>the end of the period must come after its start</source>
        <translation>das Ende des Zeitraums muss nach seinem Beginn liegen</translation>
    </message>
    <message>
        <source>War Clan {id} (deleted)</source>
        <translation>Kriegsclan {id} (gelöscht)</translation>
    </message>
    <message>
        <source>{source}: {problem} (nothing was imported)</source>
        <translation>{source}: {problem} (nichts wurde importiert)</translation>
    </message>
    <message>
        <source>  … and {count} more</source>
        <translation>  … und {count} weitere</translation>
    </message>
    <message>
        <source>{source} has {count} problems (nothing was imported):</source>
        <translation>{source} hat {count} Probleme (nichts wurde importiert):</translation>
    </message>
    <message>
        <source>unknown player {ref!r} (add them with &apos;{add_command}&apos;)</source>
        <translation>unbekannter Spieler {ref!r} (füge ihn mit &apos;{add_command}&apos; hinzu)</translation>
    </message>
    <message>
        <source>there is already a player called {taken}</source>
        <translation>es gibt schon einen Spieler namens {taken}</translation>
    </message>
    <message>
        <source>league roles live on a PostgreSQL server; an SQLite file has no users (open a postgresql+psycopg://… database URL)</source>
        <translation>Ligarollen gibt es auf einem PostgreSQL-Server; eine SQLite-Datei hat keine Benutzer (öffne eine Datenbank-URL postgresql+psycopg://…)</translation>
    </message>
    <message>
        <source>the database is read-only: {why}</source>
        <translation>die Datenbank ist schreibgeschützt: {why}</translation>
    </message>
    <message>
        <source>this user</source>
        <translation>dieser Benutzer</translation>
    </message>
    <message>
        <source>{user} is {named} on this server</source>
        <translation>{user} ist auf diesem Server {named}</translation>
    </message>
    <message>
        <source>unknown Loki companion step {kind!r}</source>
        <translation>unbekannter Schritt der Loki-Begleitung {kind!r}</translation>
    </message>
    <message>
        <source>a Loki companion game holds at most {max_events} steps</source>
        <translation>ein Loki-Begleitspiel hat höchstens {max_events} Schritte</translation>
    </message>
    <message>
        <source>nothing to take back: this Loki game has no steps yet</source>
        <translation>nichts zurückzunehmen: dieses Loki-Spiel hat noch keine Schritte</translation>
    </message>
    <message>
        <source>no Loki companion game {game!r} (start one with &apos;warclan midgard loki start&apos;)</source>
        <translation>kein Loki-Begleitspiel {game!r} (starte eines mit &apos;warclan midgard loki start&apos;)</translation>
    </message>
    <message>
        <source>Sun Prophecy: Loki scored</source>
        <translation>Sonnen-Prophezeiung: Loki hat gewertet</translation>
    </message>
    <message>
        <source>Sun Prophecy: nobody scored (a tie)</source>
        <translation>Sonnen-Prophezeiung: niemand hat gewertet (Gleichstand)</translation>
    </message>
    <message>
        <source>Moon Prophecy: Loki scored</source>
        <translation>Mond-Prophezeiung: Loki hat gewertet</translation>
    </message>
    <message>
        <source>Moon Prophecy: nobody scored (a tie)</source>
        <translation>Mond-Prophezeiung: niemand hat gewertet (Gleichstand)</translation>
    </message>
    <message>
        <source>Loki moved its Sun focus marker</source>
        <translation>Loki hat seinen Sonnen-Fokusmarker bewegt</translation>
    </message>
    <message>
        <source>Loki moved its Moon focus marker</source>
        <translation>Loki hat seinen Mond-Fokusmarker bewegt</translation>
    </message>
    <message>
        <source>centre</source>
        <translation>Mitte</translation>
    </message>
    <message>
        <source>1 space towards the Sun</source>
        <translation>1 Feld Richtung Sonne</translation>
    </message>
    <message>
        <source>2 spaces towards the Sun</source>
        <translation>2 Felder Richtung Sonne</translation>
    </message>
    <message>
        <source>1 space towards the Moon</source>
        <translation>1 Feld Richtung Mond</translation>
    </message>
    <message>
        <source>2 spaces towards the Moon</source>
        <translation>2 Felder Richtung Mond</translation>
    </message>
    <message>
        <source>new game: the Loki deck is shuffled</source>
        <translation>neues Spiel: der Loki-Stapel wird gemischt</translation>
    </message>
    <message>
        <source>Loki drew a card</source>
        <translation>Loki hat eine Karte gezogen</translation>
    </message>
    <message>
        <source>the first player</source>
        <translation>der erste Spieler</translation>
    </message>
    <message>
        <source>the second player</source>
        <translation>der zweite Spieler</translation>
    </message>
    <message>
        <source>the notes are {count} characters; at most {max_notes}</source>
        <translation>die Notizen haben {count} Zeichen; höchstens {max_notes}</translation>
    </message>
    <message>
        <source>a Loki companion game belongs to a solo match against Loki</source>
        <translation>ein Loki-Begleitspiel gehört zu einer Solopartie gegen Loki</translation>
    </message>
    <message>
        <source>{pa} cannot play against themselves</source>
        <translation>{pa} kann nicht gegen sich selbst spielen</translation>
    </message>
    <message>
        <source>{chosen} did not play in this match</source>
        <translation>{chosen} hat in dieser Partie nicht gespielt</translation>
    </message>
    <message>
        <source>no Loki companion game {loki_game}</source>
        <translation>kein Loki-Begleitspiel {loki_game}</translation>
    </message>
    <message>
        <source>Loki companion game {loki_game} is not {pa}&apos;s</source>
        <translation>das Loki-Begleitspiel {loki_game} gehört nicht {pa}</translation>
    </message>
    <message>
        <source>no match {match!r} (see &apos;warclan midgard match list&apos;)</source>
        <translation>keine Partie {match!r} (siehe &apos;warclan midgard match list&apos;)</translation>
    </message>
    <message>
        <source>Loki is the solo opponent, not a player; record a solo game against Loki instead</source>
        <translation>Loki ist der Sologegner, kein Spieler; trage stattdessen ein Solospiel gegen Loki ein</translation>
    </message>
    <message>
        <source>a solo game has one player (Loki is the other)</source>
        <translation>ein Solospiel hat einen Spieler (Loki ist der andere)</translation>
    </message>
    <message>
        <source>Micro Midgard is for two players: name two, not {count}</source>
        <translation>Micro Midgard ist für zwei Spieler: nenne zwei, nicht {count}</translation>
    </message>
    <message>
        <source>guest</source>
        <translation>Gast</translation>
    </message>
    <message>
        <source>Loki is the solo opponent, not a guest</source>
        <translation>Loki ist der Sologegner, kein Gast</translation>
    </message>
    <message>
        <source>{taken} is a registered player, not a guest</source>
        <translation>{taken} ist ein eingetragener Spieler, kein Gast</translation>
    </message>
    <message>
        <source>{path} is not a file</source>
        <translation>{path} ist keine Datei</translation>
    </message>
    <message>
        <source>warband</source>
        <translation>Kriegerbande</translation>
    </message>
    <message>
        <source>a warband called {taken!r} already exists; choose another name</source>
        <translation>eine Kriegerbande namens {taken!r} gibt es schon; wähle einen anderen Namen</translation>
    </message>
    <message>
        <source>a warband called {taken!r} already exists; import it under another name</source>
        <translation>eine Kriegerbande namens {taken!r} gibt es schon; importiere sie unter einem anderen Namen</translation>
    </message>
    <message>
        <source>no warband {ref!r}</source>
        <translation>keine Kriegerbande {ref!r}</translation>
    </message>
    <message>
        <source>{band} has no warrior {ref!r}</source>
        <translation>{band} hat keinen Krieger {ref!r}</translation>
    </message>
    <message>
        <source>a match has a winner or is a draw, not both</source>
        <translation>eine Partie hat einen Sieger oder endet unentschieden, nicht beides</translation>
    </message>
    <message>
        <source>say who won, or that the match was a draw</source>
        <translation>gib an, wer gewonnen hat oder dass die Partie unentschieden war</translation>
    </message>
    <message>
        <source>notes</source>
        <translation>Notizen</translation>
    </message>
    <message>
        <source>{band} is listed twice in the match</source>
        <translation>{band} steht zweimal in der Partie</translation>
    </message>
    <message>
        <source>{band}: casualties must be between 0 and {max_casualties}, not {casualties}</source>
        <translation>{band}: Ausfälle müssen zwischen 0 und {max_casualties} liegen, nicht {casualties}</translation>
    </message>
    <message>
        <source>the winner {winner!r} did not play in this match</source>
        <translation>der Sieger {winner!r} hat in dieser Partie nicht gespielt</translation>
    </message>
    <message>
        <source>played on {date}</source>
        <translation>gespielt am {date}</translation>
    </message>
    <message>
        <source>no match {ref!r}</source>
        <translation>keine Partie {ref!r}</translation>
    </message>
    <message>
        <source>a far larger number</source>
        <translation>eine weit größere Zahl</translation>
    </message>
    <message>
        <source>damage</source>
        <translation>Schaden</translation>
    </message>
    <message>
        <source>{what}: at most {cap} (got {shown})</source>
        <translation>{what}: höchstens {cap} (erhalten: {shown})</translation>
    </message>
    <message>
        <source>{a_band}/{a_build} has an unknown weapon {weapon_key!r}</source>
        <translation>{a_band}/{a_build} hat eine unbekannte Waffe {weapon_key!r}</translation>
    </message>
    <message>
        <source>name a warrior as WARBAND/WARRIOR, not {ref!r}</source>
        <translation>nenne einen Krieger als KRIEGERBANDE/KRIEGER, nicht {ref!r}</translation>
    </message>
    <message>
        <source>no warrior {ref!r} (give it as WARBAND/WARRIOR)</source>
        <translation>kein Krieger {ref!r} (gib ihn als KRIEGERBANDE/KRIEGER an)</translation>
    </message>
    <message>
        <source>cannot save {subject}: {issues}</source>
        <translation>{subject} kann nicht gespeichert werden: {issues}</translation>
    </message>
    <message>
        <source>the {what} name {problem}; names are plain text</source>
        <translation>der Name ({what}) {problem}; Namen sind einfacher Text</translation>
    </message>
    <message>
        <source>{stat} limit {show} is too large; at most {max_limit}</source>
        <translation>die Grenze {show} für {stat} ist zu groß; höchstens {max_limit}</translation>
    </message>
    <message>
        <source>warrior {name!r}</source>
        <translation>Krieger {name!r}</translation>
    </message>
    <message>
        <source>the warrior</source>
        <translation>der Krieger</translation>
    </message>
    <message>
        <source>ranged, {name}</source>
        <translation>Fernkampf, {name}</translation>
    </message>
    <message>
        <source>close combat, {name}</source>
        <translation>Nahkampf, {name}</translation>
    </message>
    <message>
        <source>base-to-base contact</source>
        <translation>Basenkontakt</translation>
    </message>
    <message>
        <source>special ability</source>
        <translation>Spezialfähigkeit</translation>
    </message>
    <message>
        <source>description of {name!r}</source>
        <translation>Beschreibung von {name!r}</translation>
    </message>
    <message>
        <source>warband {name!r}</source>
        <translation>Kriegerbande {name!r}</translation>
    </message>
    <message>
        <source>the warband</source>
        <translation>die Kriegerbande</translation>
    </message>
    <message>
        <source>a warband called {taken!r} already exists</source>
        <translation>eine Kriegerbande namens {taken!r} gibt es schon</translation>
    </message>
    <message>
        <source>the name {new_name!r}</source>
        <translation>der Name {new_name!r}</translation>
    </message>
    <message>
        <source>nothing to change: give at least one limit</source>
        <translation>nichts zu ändern: gib mindestens eine Grenze an</translation>
    </message>
    <message>
        <source>the limits of {band!r} were changed by someone else since you began editing them; nothing was changed</source>
        <translation>die Grenzen von {band!r} wurden von jemand anderem geändert, seit du sie bearbeitest; nichts wurde geändert</translation>
    </message>
    <message>
        <source>the limits of {band}</source>
        <translation>die Grenzen von {band}</translation>
    </message>
    <message>
        <source>1 warrior deleted</source>
        <translation>1 Krieger gelöscht</translation>
    </message>
    <message>
        <source>{count} warriors deleted</source>
        <translation>{count} Krieger gelöscht</translation>
    </message>
    <message>
        <source>{deleted}; 1 match kept in the log under its name</source>
        <translation>{deleted}; 1 Partie bleibt unter ihrem Namen im Partienprotokoll</translation>
    </message>
    <message>
        <source>{deleted}; {matches} matches kept in the log under its name</source>
        <translation>{deleted}; {matches} Partien bleiben unter ihrem Namen im Partienprotokoll</translation>
    </message>
    <message>
        <source>nothing to change: give at least one new value</source>
        <translation>nichts zu ändern: gib mindestens einen neuen Wert an</translation>
    </message>
    <message>
        <source>warrior {row!r}</source>
        <translation>Krieger {row!r}</translation>
    </message>
    <message>
        <source>removed from {warband}</source>
        <translation>aus {warband} entfernt</translation>
    </message>
    <message>
        <source>position must be between 1 and {value}, not {position}</source>
        <translation>die Position muss zwischen 1 und {value} liegen, nicht {position}</translation>
    </message>
    <message>
        <source>the {what} needs a name</source>
        <translation>{what} braucht einen Namen</translation>
    </message>
    <message>
        <source>the {what} name is {count} characters; at most {name_limit}</source>
        <translation>der Name ({what}) hat {count} Zeichen; höchstens {name_limit}</translation>
    </message>
    <message>
        <source>the {what} {problem}</source>
        <translation>{what}: {problem}</translation>
    </message>
    <message>
        <source>the {what} {verb} {count:,} characters; at most {limit:,}</source>
        <translation>{what}: {count:,} Zeichen; höchstens {limit:,}</translation>
    </message>
    <message>
        <source>game {seq} does not count yet: {name}&apos;s side is disputed{reason}; settle it first (its owner confirms it, or the game is undone)</source>
        <translation>Spiel {seq} zählt noch nicht: die Seite von {name} ist umstritten{reason}; klärt das zuerst (der Besitzer bestätigt sie, oder das Spiel wird zurückgenommen)</translation>
    </message>
    <message>
        <source>game {seq} does not count yet: {name}&apos;s side waits for {value} to confirm it</source>
        <translation>Spiel {seq} zählt noch nicht: die Seite von {name} wartet auf die Bestätigung durch {value}</translation>
    </message>
    <message>
        <source>the league organiser</source>
        <translation>die Ligaleitung</translation>
    </message>
    <message>
        <source>note</source>
        <translation>Notiz</translation>
    </message>
    <message>
        <source>say what is wrong with the game: a dispute needs a note</source>
        <translation>sag, was an dem Spiel falsch ist: ein Einspruch braucht eine Notiz</translation>
    </message>
    <message>
        <source>confirm its games</source>
        <translation>seine Spiele bestätigen</translation>
    </message>
    <message>
        <source>dispute its games</source>
        <translation>gegen seine Spiele Einspruch erheben</translation>
    </message>
    <message>
        <source>{clan} did not play game {seq}</source>
        <translation>{clan} hat Spiel {seq} nicht gespielt</translation>
    </message>
    <message>
        <source>{clan}&apos;s side of game {seq} is already confirmed</source>
        <translation>die Seite von {clan} in Spiel {seq} ist schon bestätigt</translation>
    </message>
    <message>
        <source>{clan} has run the post-game sequence of game {seq}; undo the game to change it</source>
        <translation>{clan} hat den Nachspiel-Ablauf von Spiel {seq} schon durchlaufen; nimm das Spiel zurück, um sie zu ändern</translation>
    </message>
    <message>
        <source>campaign</source>
        <translation>Kampagne</translation>
    </message>
    <message>
        <source>a campaign called {clash!r} already exists</source>
        <translation>eine Kampagne namens {clash!r} gibt es schon</translation>
    </message>
    <message>
        <source>choose another name</source>
        <translation>wähle einen anderen Namen</translation>
    </message>
    <message>
        <source>import it as a copy under another name</source>
        <translation>importiere ihn als Kopie unter einem anderen Namen</translation>
    </message>
    <message>
        <source>{campaign_name} already has a War Clan called {other!r}; {hint}</source>
        <translation>{campaign_name} hat schon einen Kriegsclan namens {other!r}; {hint}</translation>
    </message>
    <message>
        <source>{source}: this War Clan is already in {campaign_name} as {other!r} (imported before, or where it came from); import a copy under another name</source>
        <translation>{source}: dieser Kriegsclan ist schon als {other!r} in {campaign_name} (früher importiert, oder von dort stammend); importiere eine Kopie unter einem anderen Namen</translation>
    </message>
    <message>
        <source>warrior</source>
        <translation>Krieger</translation>
    </message>
    <message>
        <source>two warriors would share the name {dupes!r}</source>
        <translation>zwei Krieger hätten denselben Namen {dupes!r}</translation>
    </message>
    <message>
        <source>a War Clan needs at least one warrior</source>
        <translation>ein Kriegsclan braucht mindestens einen Krieger</translation>
    </message>
    <message>
        <source>is {cost} but the founding warriors cost {founders}</source>
        <translation>ist {cost}, aber die Gründungskrieger kosten {founders}</translation>
    </message>
    <message>
        <source>a catalogue name is 1–40 characters</source>
        <translation>ein Katalogname hat 1–40 Zeichen</translation>
    </message>
    <message>
        <source>{key!r} is also god_powers[{index}]; a warrior has each God Power once</source>
        <translation>{key!r} ist auch god_powers[{index}]; ein Krieger hat jede Götterkraft nur einmal</translation>
    </message>
    <message>
        <source>{name!r} is also the name of warriors[{index}]; names must differ</source>
        <translation>{name!r} ist auch der Name von warriors[{index}]; Namen müssen sich unterscheiden</translation>
    </message>
    <message>
        <source>a severe wound needs severe_key and severe_name</source>
        <translation>eine schwere Verwundung braucht severe_key und severe_name</translation>
    </message>
    <message>
        <source>must be null for a {result} result</source>
        <translation>muss bei einem Ergebnis {result} null sein</translation>
    </message>
    <message>
        <source>must be 0 when stat is null</source>
        <translation>muss 0 sein, wenn stat null ist</translation>
    </message>
    <message>
        <source>must be true when the warrior dies</source>
        <translation>muss true sein, wenn der Krieger stirbt</translation>
    </message>
    <message>
        <source>must be true for a severe wound or a removal</source>
        <translation>muss bei einer schweren Verwundung oder einer Entfernung true sein</translation>
    </message>
    <message>
        <source>a spend is negative, found {amount}</source>
        <translation>eine Ausgabe ist negativ, gefunden: {amount}</translation>
    </message>
    <message>
        <source>a {kind} entry cannot be negative ({amount})</source>
        <translation>ein Eintrag der Art {kind} kann nicht negativ sein ({amount})</translation>
    </message>
    <message>
        <source>leaves {unspent} unspent Glory ({starting} − {creation_cost} creation cost + {collected} collected + {found} found − {spent} spent); it cannot go below 0</source>
        <translation>lässt {unspent} Ruhm übrig ({starting} − {creation_cost} Gründungskosten + {collected} gesammelt + {found} gefunden − {spent} ausgegeben); das kann nicht unter 0 fallen</translation>
    </message>
    <message>
        <source>{camp} already has a War Clan called {clash!r}</source>
        <translation>{camp} hat schon einen Kriegsclan namens {clash!r}</translation>
    </message>
    <message>
        <source>{what} {expected!r} was renamed to {current!r} by someone else since; nothing was changed</source>
        <translation>{what} {expected!r} wurde inzwischen von jemand anderem in {current!r} umbenannt; nichts wurde geändert</translation>
    </message>
    <message>
        <source>the campaign</source>
        <translation>die Kampagne</translation>
    </message>
    <message>
        <source>rename it</source>
        <translation>ihn umbenennen</translation>
    </message>
    <message>
        <source>the War Clan</source>
        <translation>der Kriegsclan</translation>
    </message>
    <message>
        <source>this campaign already has a War Clan called {clash!r}</source>
        <translation>diese Kampagne hat schon einen Kriegsclan namens {clash!r}</translation>
    </message>
    <message>
        <source>rename its warriors</source>
        <translation>seine Krieger umbenennen</translation>
    </message>
    <message>
        <source>{clan_row} already has a warrior called {clash!r}</source>
        <translation>{clan_row} hat schon einen Krieger namens {clash!r}</translation>
    </message>
    <message>
        <source>the notes are {count} characters; at most {notes_limit}</source>
        <translation>die Notizen haben {count} Zeichen; höchstens {notes_limit}</translation>
    </message>
    <message>
        <source>the notes of {row!r} were changed by someone else since you began editing them; nothing was changed</source>
        <translation>die Notizen von {row!r} wurden von jemand anderem geändert, seit du sie bearbeitest; nichts wurde geändert</translation>
    </message>
    <message>
        <source>a game needs at least one War Clan</source>
        <translation>ein Spiel braucht mindestens einen Kriegsclan</translation>
    </message>
    <message>
        <source>{clan} is listed twice in the game</source>
        <translation>{clan} steht zweimal im Spiel</translation>
    </message>
    <message>
        <source>{clan}: {strip!r} could be the warrior {whole!r} or {names}; give that warrior by id ({whole_id}), or each name on its own</source>
        <translation>{clan}: {strip!r} könnte der Krieger {whole!r} sein oder {names}; gib diesen Krieger mit seiner ID ({whole_id}) an, oder jeden Namen einzeln</translation>
    </message>
    <message>
        <source>{clan} has no warrior {names} (read {ref!r} as {count} names)</source>
        <translation>{clan} hat keinen Krieger {names} ({ref!r} als {count} Namen gelesen)</translation>
    </message>
    <message>
        <source>{clan} has no warrior {names}</source>
        <translation>{clan} hat keinen Krieger {names}</translation>
    </message>
    <message>
        <source>Glory earned in games since the clan was created</source>
        <translation>Seit der Gründung des Kriegsclans in Spielen verdienter Ruhm</translation>
    </message>
    <message>
        <source>Glory left to spend (800 at creation, less the clan&apos;s cost, plus Glory collected)</source>
        <translation>Ruhm, der noch ausgegeben werden kann (800 bei der Gründung, abzüglich der Kosten des Kriegsclans, plus gesammelter Ruhm)</translation>
    </message>
    <message>
        <source>{clan} has left the campaign</source>
        <translation>{clan} hat die Kampagne verlassen</translation>
    </message>
    <message>
        <source>Misses next game</source>
        <translation>Setzt aus</translation>
    </message>
    <message>
        <source>Active</source>
        <translation>Aktiv</translation>
    </message>
    <message>
        <source>Dead</source>
        <translation>Tot</translation>
    </message>
    <message>
        <source>Removed</source>
        <translation>Entfernt</translation>
    </message>
    <message>
        <source>{status}, blind</source>
        <translation>{status}, erblindet</translation>
    </message>
    <message>
        <source>{stat} {current} = base {base}</source>
        <translation>{stat} {current} = Grundwert {base}</translation>
    </message>
    <message>
        <source>{change} (improvements)</source>
        <translation>{change} (Verbesserungen)</translation>
    </message>
    <message>
        <source>{change} (injuries)</source>
        <translation>{change} (Verletzungen)</translation>
    </message>
    <message>
        <source>Game {game}: {result} (rolled {roll})</source>
        <translation>Spiel {game}: {result} (gewürfelt {roll})</translation>
    </message>
    <message>
        <source> [house rule]</source>
        <translation> [Hausregel]</translation>
    </message>
    <message>
        <source>scenario</source>
        <translation>Szenario</translation>
    </message>
    <message>
        <source>record its games</source>
        <translation>seine Spiele eintragen</translation>
    </message>
    <message>
        <source>{clan}: {value} {what} in one game? At most {max_per_game}</source>
        <translation>{clan}: {value} {what} in einem Spiel? Höchstens {max_per_game}</translation>
    </message>
    <message>
        <source>{clan} has not run the post-game sequence of game {number_of} yet</source>
        <translation>{clan} hat den Nachspiel-Ablauf von Spiel {number_of} noch nicht durchlaufen</translation>
    </message>
    <message>
        <source>{clan} fields nobody in this game, so it scores no Victory Points or kills</source>
        <translation>{clan} stellt in diesem Spiel niemanden auf und erzielt daher keine Siegpunkte oder getöteten Begegnungen</translation>
    </message>
    <message>
        <source>{clan}: {names} was removed from play but not fielded</source>
        <translation>{clan}: {names} wurde aus dem Spiel entfernt, aber nicht aufgestellt</translation>
    </message>
    <message>
        <source>{clan}: {row} is {status}</source>
        <translation>{clan}: {row} ist {status}</translation>
    </message>
    <message>
        <source>{clan}: {row} must miss this game (injured last game)</source>
        <translation>{clan}: {row} muss dieses Spiel aussetzen (im letzten Spiel verletzt)</translation>
    </message>
    <message>
        <source>{clan}: {row} is fielded twice</source>
        <translation>{clan}: {row} ist zweimal aufgestellt</translation>
    </message>
    <message>
        <source>{clan} must field at least one warrior</source>
        <translation>{clan} muss mindestens einen Krieger aufstellen</translation>
    </message>
    <message>
        <source>undo its games</source>
        <translation>seine Spiele rückgängig machen</translation>
    </message>
    <message>
        <source>{clan} has no recorded game to undo</source>
        <translation>{clan} hat kein eingetragenes Spiel, das sich zurücknehmen ließe</translation>
    </message>
    <message>
        <source>no campaign {ref!r}</source>
        <translation>keine Kampagne {ref!r}</translation>
    </message>
    <message>
        <source>more than one War Clan is called {ref!r}: give its id or its campaign</source>
        <translation>mehr als ein Kriegsclan heißt {ref!r}: gib seine ID oder seine Kampagne an</translation>
    </message>
    <message>
        <source>no War Clan {ref!r}</source>
        <translation>kein Kriegsclan {ref!r}</translation>
    </message>
    <message>
        <source>{clan_row} has no warrior {ref!r}</source>
        <translation>{clan_row} hat keinen Krieger {ref!r}</translation>
    </message>
    <message>
        <source>{campaign_row} has no game {number}</source>
        <translation>{campaign_row} hat kein Spiel {number}</translation>
    </message>
    <message>
        <source>there is no campaign yet</source>
        <translation>es gibt noch keine Kampagne</translation>
    </message>
    <message>
        <source>there is more than one campaign: say which one</source>
        <translation>es gibt mehr als eine Kampagne: sag, welche</translation>
    </message>
    <message>
        <source>no game {ref!r}</source>
        <translation>kein Spiel {ref!r}</translation>
    </message>
    <message>
        <source>{clan} belongs to {owner}; only {owner} or the league organiser may {action}</source>
        <translation>{clan} gehört {owner}; nur {owner} oder die Ligaleitung darf: {action}</translation>
    </message>
    <message>
        <source>{clan} has no owner yet; only the league organiser may {action}</source>
        <translation>{clan} hat noch keinen Besitzer; nur die Ligaleitung darf: {action}</translation>
    </message>
    <message>
        <source>War Clans have owners on a league server; an SQLite file has one user, who holds every clan</source>
        <translation>Kriegsclans haben Besitzer auf einem Ligaserver; eine SQLite-Datei hat einen Benutzer, dem jeder Clan gehört</translation>
    </message>
    <message>
        <source>only the league organiser hands a War Clan over</source>
        <translation>nur die Ligaleitung übergibt einen Kriegsclan</translation>
    </message>
    <message>
        <source>the league server has no login {login!r}; grant it a league role first</source>
        <translation>der Ligaserver kennt kein Login {login!r}; gib ihm zuerst eine Ligarolle</translation>
    </message>
    <message>
        <source>{clan}: game {seq} ({scenario}), {date}</source>
        <translation>{clan}: Spiel {seq} ({scenario}), {date}</translation>
    </message>
    <message>
        <source>{clan}: game {seq}, {date}</source>
        <translation>{clan}: Spiel {seq}, {date}</translation>
    </message>
    <message>
        <source>run its post-game sequence</source>
        <translation>seinen Nachspiel-Ablauf ausführen</translation>
    </message>
    <message>
        <source>{clan} did not play game {seq} of {campaign}</source>
        <translation>{clan} hat Spiel {seq} von {campaign} nicht gespielt</translation>
    </message>
    <message>
        <source>{clan} has already run the post-game sequence of game {seq}</source>
        <translation>{clan} hat den Nachspiel-Ablauf von Spiel {seq} schon durchlaufen</translation>
    </message>
    <message>
        <source>game {seq} is not {clan}&apos;s latest game; undo later games first</source>
        <translation>Spiel {seq} ist nicht das letzte Spiel von {clan}; nimm zuerst die späteren Spiele zurück</translation>
    </message>
    <message>
        <source>raid roll {roll} (raids are off in {campaign})</source>
        <translation>Raubzugwurf {roll} (Raubzüge sind in {campaign} ausgeschaltet)</translation>
    </message>
    <message>
        <source>dice for {row} are entered twice; give them once, in order</source>
        <translation>die Würfel für {row} sind doppelt eingegeben; gib sie einmal an, der Reihe nach</translation>
    </message>
    <message>
        <source>{row}&apos;s dice are given both by roll and as one list; use one form</source>
        <translation>die Würfel von {row} sind sowohl je Wurf als auch als Liste angegeben; nimm eine Form</translation>
    </message>
    <message>
        <source> (enter it, or let warclan roll)</source>
        <translation> (gib ihn ein, oder lass warclan würfeln)</translation>
    </message>
    <message>
        <source>{name}: {values} (more dice than the rolls made)</source>
        <translation>{name}: {values} (mehr Würfel, als Würfe gemacht wurden)</translation>
    </message>
    <message>
        <source>{name}: injury {values} (no injury roll was needed)</source>
        <translation>{name}: Verletzung {values} (kein Verletzungswurf war nötig)</translation>
    </message>
    <message>
        <source>{name}: severe {values} (no severe roll was needed)</source>
        <translation>{name}: schwere Verletzung {values} (kein Wurf für eine schwere Verletzung war nötig)</translation>
    </message>
    <message>
        <source>{name}: equipment {values} (no equipment roll was needed)</source>
        <translation>{name}: Ausrüstung {values} (kein Ausrüstungswurf war nötig)</translation>
    </message>
    <message>
        <source>{name}: {slot} {values} (no {slot} roll was needed)</source>
        <translation>{name}: {slot} {values} (kein {slot}-Wurf war nötig)</translation>
    </message>
    <message>
        <source>{row} was not removed from play, so rolls no injury</source>
        <translation>{row} wurde nicht aus dem Spiel entfernt und würfelt daher keine Verletzung</translation>
    </message>
    <message>
        <source>{clan} has no survivors, so it makes no raid roll</source>
        <translation>{clan} hat keine Überlebenden und würfelt daher keinen Raubzug</translation>
    </message>
    <message>
        <source>a raid roll (2D6) is needed: enter it, or let warclan roll</source>
        <translation>ein Raubzugwurf (2W6) wird gebraucht: gib ihn ein, oder lass warclan würfeln</translation>
    </message>
    <message>
        <source>the raid</source>
        <translation>den Raubzug</translation>
    </message>
    <message>
        <source>be improved</source>
        <translation>verbessert werden</translation>
    </message>
    <message>
        <source>an improvement adds at least 1 {upper}</source>
        <translation>eine Verbesserung bringt mindestens 1 {upper}</translation>
    </message>
    <message>
        <source>{warrior} has +{already} {upper} already; at most +{max_per_stat} per stat (house rule)</source>
        <translation>{warrior} hat schon +{already} {upper}; höchstens +{max_per_stat} je Wert (Hausregel)</translation>
    </message>
    <message>
        <source>Step 4 — Improve and imprint God Powers</source>
        <translation>Schritt 4 — Verbessern und Götterkräfte einprägen</translation>
    </message>
    <message>
        <source>Warriors still on the battlefield at the end of the game may raise a stat or have a God Power imprinted, paying Glory.</source>
        <translation>Krieger, die am Spielende noch auf dem Schlachtfeld stehen, dürfen gegen Ruhm einen Wert steigern oder sich eine Götterkraft einprägen lassen.</translation>
    </message>
    <message>
        <source>Warrior to improve</source>
        <translation>Zu verbessernder Krieger</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>God Power to imprint</source>
        <translation>Einzuprägende Götterkraft</translation>
    </message>
    <message>
        <source>Add &amp;improvement</source>
        <translation>&amp;Verbesserung hinzufügen</translation>
    </message>
    <message>
        <source>Imprint &amp;power</source>
        <translation>Götter&amp;kraft einprägen</translation>
    </message>
    <message>
        <source>+ {stat} ({label}), {price} Glory</source>
        <translation>+ {stat} ({label}), {price} Ruhm</translation>
    </message>
    <message>
        <source>+{points} {stat} for {warrior}</source>
        <translation>+{points} {stat} für {warrior}</translation>
    </message>
    <message>
        <source>Imprint {power} on {warrior}</source>
        <translation>{power} in {warrior} einprägen</translation>
    </message>
    <message>
        <source>have a God Power imprinted</source>
        <translation>eine Götterkraft eingeprägt bekommen</translation>
    </message>
    <message>
        <source>be given a God Power</source>
        <translation>eine Götterkraft erhalten</translation>
    </message>
    <message>
        <source>{warrior} already has {power}</source>
        <translation>{warrior} hat schon {power}</translation>
    </message>
    <message>
        <source>{power} for {warrior}</source>
        <translation>{power} für {warrior}</translation>
    </message>
    <message>
        <source>{clan} already has a warrior called {name!r}</source>
        <translation>{clan} hat schon einen Krieger namens {name!r}</translation>
    </message>
    <message>
        <source>recruit {name} ({profile})</source>
        <translation>{name} anwerben ({profile})</translation>
    </message>
    <message>
        <source>be given items</source>
        <translation>Gegenstände erhalten</translation>
    </message>
    <message>
        <source>{item} for {warrior}</source>
        <translation>{item} für {warrior}</translation>
    </message>
    <message>
        <source>no God Power {ref!r}</source>
        <translation>keine Götterkraft {ref!r}</translation>
    </message>
    <message>
        <source>no item {ref!r}</source>
        <translation>kein Gegenstand {ref!r}</translation>
    </message>
    <message>
        <source>{warrior} was not on the battlefield at the end of the game, so cannot {action} this time</source>
        <translation>{warrior} war am Ende des Spiels nicht auf dem Schlachtfeld und kann daher diesmal nicht: {action}</translation>
    </message>
    <message>
        <source>{warrior} is no longer in the War Clan, so cannot {action}</source>
        <translation>{warrior} ist nicht mehr im Kriegsclan und kann daher nicht: {action}</translation>
    </message>
    <message>
        <source>the lowest cost {min_cost} is above the highest {max_cost}</source>
        <translation>die niedrigsten Kosten {min_cost} liegen über den höchsten {max_cost}</translation>
    </message>
    <message>
        <source>no god {god!r}; the gods are {names}</source>
        <translation>kein Gott {god!r}; die Götter sind {names}</translation>
    </message>
    <message>
        <source>no item kind {kind!r}; kinds are {names}</source>
        <translation>keine Gegenstandsart {kind!r}; die Arten sind {names}</translation>
    </message>
    <message>
        <source>the new {catalog} entry {key!r} must be a JSON object</source>
        <translation>der neue Eintrag {key!r} in {catalog} muss ein JSON-Objekt sein</translation>
    </message>
    <message>
        <source>the new {catalog} entry {key!r} nests more than {max_depth} levels</source>
        <translation>der neue Eintrag {key!r} in {catalog} ist tiefer als {max_depth} Ebenen verschachtelt</translation>
    </message>
    <message>
        <source>{catalog} has no entry {key!r} and takes no new entries (entries: {names})</source>
        <translation>{catalog} hat keinen Eintrag {key!r} und nimmt keine neuen auf (Einträge: {names})</translation>
    </message>
    <message>
        <source>{catalog} entry {key!r}, field {problem}</source>
        <translation>{catalog}, Eintrag {key!r}, Feld {problem}</translation>
    </message>
    <message>
        <source>campaign {camp!r} has no house rule for {catalog} {key!r}</source>
        <translation>die Kampagne {camp!r} hat keine Hausregel für {catalog} {key!r}</translation>
    </message>
    <message>
        <source>removing the house rule for {catalog} {key!r} would leave the campaign&apos;s rules broken: {describe_failure}; change the related entries first</source>
        <translation>ohne die Hausregel für {catalog} {key!r} wären die Regeln der Kampagne kaputt: {describe_failure}; ändere zuerst die verbundenen Einträge</translation>
    </message>
    <message>
        <source>no catalogue {catalog!r}; catalogues are {names}</source>
        <translation>kein Katalog {catalog!r}; die Kataloge sind {names}</translation>
    </message>
    <message>
        <source>{catalog} has no entry {key!r}{addable}</source>
        <translation>{catalog} hat keinen Eintrag {key!r}{addable}</translation>
    </message>
    <message>
        <source>an entry key must not be blank</source>
        <translation>ein Eintragsschlüssel darf nicht leer sein</translation>
    </message>
    <message>
        <source>an entry key may be at most {max_key_length} characters</source>
        <translation>ein Eintragsschlüssel darf höchstens {max_key_length} Zeichen haben</translation>
    </message>
    <message>
        <source>an entry key</source>
        <translation>ein Eintragsschlüssel</translation>
    </message>
    <message>
        <source>a note may be at most {max_note_length} characters</source>
        <translation>eine Notiz darf höchstens {max_note_length} Zeichen haben</translation>
    </message>
    <message>
        <source>a note</source>
        <translation>eine Notiz</translation>
    </message>
    <message>
        <source>not saved: {describe_failure}</source>
        <translation>nicht gespeichert: {describe_failure}</translation>
    </message>
    <message>
        <source>the house rule for {catalog} {key!r}</source>
        <translation>die Hausregel für {catalog} {key!r}</translation>
    </message>
    <message>
        <source>overrides[{index}]: campaign {campaign!r} already has a house rule for {catalog} {key!r}</source>
        <translation>overrides[{index}]: die Kampagne {campaign!r} hat schon eine Hausregel für {catalog} {key!r}</translation>
    </message>
    <message>
        <source>{catalog} {key!r} is already in overrides[{index}]</source>
        <translation>{catalog} {key!r} steht schon in overrides[{index}]</translation>
    </message>
    <message>
        <source>must not be blank or start or end with spaces</source>
        <translation>darf nicht leer sein und nicht mit Leerzeichen beginnen oder enden</translation>
    </message>
    <message>
        <source>nests more than {depth} levels</source>
        <translation>ist tiefer als {depth} Ebenen verschachtelt</translation>
    </message>
    <message>
        <source>{catalog} has no entry {key!r} and takes no new ones (entries: {known})</source>
        <translation>{catalog} hat keinen Eintrag {key!r} und nimmt keine neuen auf (Einträge: {known})</translation>
    </message>
    <message>
        <source>unknown {catalog} entry {key!r} (add &quot;new&quot;: true to add it as the group&apos;s own entry)</source>
        <translation>unbekannter Eintrag {key!r} in {catalog} (füge &quot;new&quot;: true hinzu, um ihn als eigenen Eintrag der Gruppe anzulegen)</translation>
    </message>
    <message>
        <source>overrides: together they break {failure}</source>
        <translation>overrides: zusammen machen sie die Regeln ungültig: {failure}</translation>
    </message>
    <message>
        <source>{path} is a folder, not a file</source>
        <translation>{path} ist ein Ordner, keine Datei</translation>
    </message>
    <message>
        <source>{label}: is empty, not a {what}</source>
        <translation>{label}: ist leer, keine {what}</translation>
    </message>
    <message>
        <source>{label}: {bad} (and {more} more like it)</source>
        <translation>{label}: {bad} (und {more} weitere dieser Art)</translation>
    </message>
    <message>
        <source>the campaign&apos;s house rules are invalid: {exc}</source>
        <translation>die Hausregeln der Kampagne sind ungültig: {exc}</translation>
    </message>
    <message>
        <source>must be {key!r}, the entry it overrides, found {found!r}</source>
        <translation>muss {key!r} sein, der Eintrag, den es ersetzt; gefunden: {found!r}</translation>
    </message>
    <message>
        <source>{catalog} entry {entry!r}, field {field}: {message}</source>
        <translation>{catalog}, Eintrag {entry!r}, Feld {field}: {message}</translation>
    </message>
    <message>
        <source>{catalog} entry {entry!r}: {message}</source>
        <translation>{catalog}, Eintrag {entry!r}: {message}</translation>
    </message>
    <message>
        <source>no model profile {ref!r}</source>
        <translation>kein Modellprofil {ref!r}</translation>
    </message>
    <message>
        <source>profiles already in the catalogue: {names}</source>
        <translation>Profile, die schon im Katalog sind: {names}</translation>
    </message>
    <message>
        <source>{what} was changed by someone else since you opened it — reload; nothing was changed</source>
        <translation>{what} wurde von jemand anderem geändert, seit du es geöffnet hast — lade neu; nichts wurde geändert</translation>
    </message>
    <message>
        <source>War of Jarls is only for players who achieved the Jarl rank in an earlier won play; {who} has not{later}</source>
        <translation>Krieg der Jarle ist nur für Spieler, die in einem früher gewonnenen Spiel den Rang Jarl erreicht haben; {who} hat ihn nicht erreicht{later}</translation>
    </message>
    <message>
        <source>War of Jarls is only for players who achieved the Jarl rank in an earlier won play; {who} have not{later}</source>
        <translation>Krieg der Jarle ist nur für Spieler, die in einem früher gewonnenen Spiel den Rang Jarl erreicht haben; {who} haben ihn nicht erreicht{later}</translation>
    </message>
    <message>
        <source>War of Jarls is only for a team that achieved the Jarl rank in an earlier won play; the team {name} has not (with its players named, each of them is checked instead)</source>
        <translation>War of Jarls ist nur für ein Team, das in einer früher gewonnenen Runde den Jarl-Rang erreicht hat; das Team {name} hat ihn nicht (mit genannten Spielern wird stattdessen jeder von ihnen geprüft)</translation>
    </message>
    <message>
        <source>{names} and {last}</source>
        <translation>{names} und {last}</translation>
    </message>
    <message>
        <source>{name} on {day}</source>
        <translation>{name} am {day}</translation>
    </message>
    <message>
        <source> by {day} (Jarl first achieved: {later})</source>
        <translation> bis {day} (Jarl zuerst erreicht: {later})</translation>
    </message>
    <message>
        <source>{target} is a folder; give a file name such as ladder.csv</source>
        <translation>{target} ist ein Ordner; gib einen Dateinamen an, etwa ladder.csv</translation>
    </message>
    <message>
        <source>the team name is {count} characters; at most {name_limit}</source>
        <translation>der Teamname hat {count} Zeichen; höchstens {name_limit}</translation>
    </message>
    <message>
        <source>name the players or the team</source>
        <translation>nenne die Spieler oder das Team</translation>
    </message>
    <message>
        <source>Ragnarok! is played by 1 to 4 players, not {count}</source>
        <translation>Ragnarok! spielen 1 bis 4 Spieler, nicht {count}</translation>
    </message>
    <message>
        <source>{count} players named for a {count2}-player game</source>
        <translation>{count} Spieler genannt für ein Spiel mit {count2} Spielern</translation>
    </message>
    <message>
        <source>{player} is named twice</source>
        <translation>{player} ist zweimal genannt</translation>
    </message>
    <message>
        <source>no plays of a team {team!r}</source>
        <translation>keine Runden eines Teams {team!r}</translation>
    </message>
    <message>
        <source>no play {ref!r} (see &apos;warclan vgw play list&apos;)</source>
        <translation>keine Runde {ref!r} (siehe &apos;warclan vgw play list&apos;)</translation>
    </message>
    <message>
        <source>handicaps +{glory}</source>
        <translation>Erschwernisse +{glory}</translation>
    </message>
    <message>
        <source>won +{glory}</source>
        <translation>gewonnen +{glory}</translation>
    </message>
    <message>
        <source>no VP lost +{glory}</source>
        <translation>keine SiP verloren +{glory}</translation>
    </message>
    <message>
        <source>lost: no Glory (handicaps count only if you succeed)</source>
        <translation>verloren: kein Ruhm (Erschwernisse zählen nur bei Erfolg)</translation>
    </message>
    <message>
        <source>{kept_env_var} must be a whole number of at least 1, not {value!r}</source>
        <translation>{kept_env_var} muss eine ganze Zahl von mindestens 1 sein, nicht {value!r}</translation>
    </message>
    <message>
        <source>cannot back up {path} before migrating it: {reason}. The database was not changed; free some space or fix the folder, then open it again.</source>
        <translation>{path} kann vor der Migration nicht gesichert werden: {reason}. Die Datenbank wurde nicht geändert; schaffe Platz oder repariere den Ordner und öffne sie dann erneut.</translation>
    </message>
    <message>
        <source>cannot back up {path} before migrating it: {exc}</source>
        <translation>{path} kann vor der Migration nicht gesichert werden: {exc}</translation>
    </message>
    <message>
        <source>cannot back up {database} before migrating it: {folder} is a file, not a folder. Move it away and open the database again; it was not changed.</source>
        <translation>{database} kann vor der Migration nicht gesichert werden: {folder} ist eine Datei, kein Ordner. Verschiebe sie und öffne die Datenbank erneut; sie wurde nicht geändert.</translation>
    </message>
    <message>
        <source>cannot back up {database} before migrating it: cannot create the folder {folder} ({reason}). The database was not changed.</source>
        <translation>{database} kann vor der Migration nicht gesichert werden: der Ordner {folder} lässt sich nicht anlegen ({reason}). Die Datenbank wurde nicht geändert.</translation>
    </message>
    <message>
        <source>the backup failed its integrity check ({names}); it was removed and the database was not changed</source>
        <translation>die Sicherung hat die Integritätsprüfung nicht bestanden ({names}); sie wurde entfernt und die Datenbank nicht geändert</translation>
    </message>
    <message>
        <source>the backup does not hold the same rows as the database; it was removed and the database was not changed</source>
        <translation>die Sicherung enthält nicht dieselben Zeilen wie die Datenbank; sie wurde entfernt und die Datenbank nicht geändert</translation>
    </message>
    <message>
        <source>cannot migrate {database}: cannot create {lock_path} ({reason}); it was not changed</source>
        <translation>{database} kann nicht migriert werden: {lock_path} lässt sich nicht anlegen ({reason}); sie wurde nicht geändert</translation>
    </message>
    <message>
        <source>not a database URL or path: {url!r}</source>
        <translation>keine Datenbank-URL und kein Pfad: {url!r}</translation>
    </message>
    <message>
        <source>cannot use database {parsed!r}: {exc}</source>
        <translation>die Datenbank {parsed!r} ist nicht nutzbar: {exc}</translation>
    </message>
    <message>
        <source>this was changed by someone else since you opened it — reload; nothing was changed</source>
        <translation>das wurde von jemand anderem geändert, seit du es geöffnet hast — lade neu; nichts wurde geändert</translation>
    </message>
    <message>
        <source>{where} refused this: {detail}; nothing was changed</source>
        <translation>{where} hat das abgelehnt: {detail}; nichts wurde geändert</translation>
    </message>
    <message>
        <source>lost the connection to {place} ({detail}); nothing was changed, retrying is safe</source>
        <translation>die Verbindung zu {place} ist abgebrochen ({detail}); nichts wurde geändert, ein neuer Versuch ist sicher</translation>
    </message>
    <message>
        <source>another program (another warclan, or any tool with the file open) is writing to {where} and did not finish within {value:g} s; nothing was changed, retrying is safe</source>
        <translation>ein anderes Programm (ein anderes warclan oder ein Werkzeug, das die Datei geöffnet hat) schreibt in {where} und wurde nicht innerhalb von {value:g} s fertig; nichts wurde geändert, ein neuer Versuch ist sicher</translation>
    </message>
    <message>
        <source>it is read-only</source>
        <translation>sie ist schreibgeschützt</translation>
    </message>
    <message>
        <source>{where} was opened for reading only: {reason}; nothing was changed</source>
        <translation>{where} wurde nur zum Lesen geöffnet: {reason}; nichts wurde geändert</translation>
    </message>
    <message>
        <source>cannot write {where}: {problem}; nothing was changed</source>
        <translation>{where} lässt sich nicht schreiben: {problem}; nichts wurde geändert</translation>
    </message>
    <message>
        <source>{path} is a folder, not a database file; give a file inside it, e.g. {value}</source>
        <translation>{path} ist ein Ordner, keine Datenbankdatei; gib eine Datei darin an, z. B. {value}</translation>
    </message>
    <message>
        <source>{path} is not a regular file (a device, a pipe or a socket), so it cannot hold a database; it was not changed. Give the path of a database file.</source>
        <translation>{path} ist keine gewöhnliche Datei (ein Gerät, eine Pipe oder ein Socket) und kann daher keine Datenbank enthalten; sie wurde nicht geändert. Gib den Pfad einer Datenbankdatei an.</translation>
    </message>
    <message>
        <source>{path} must be brought up to this warclan&apos;s tables (revision {value} to {head_revision}), but {read_only}; it was not changed</source>
        <translation>{path} muss auf die Tabellen dieses warclan gebracht werden (Revision {value} auf {head_revision}), aber {read_only}; sie wurde nicht geändert</translation>
    </message>
    <message>
        <source>restore the newest backup, {backup}, by copying it over the file</source>
        <translation>stelle die neueste Sicherung, {backup}, wieder her, indem du sie über die Datei kopierst</translation>
    </message>
    <message>
        <source>restore a copy you keep elsewhere</source>
        <translation>stelle eine Kopie wieder her, die du anderswo aufbewahrst</translation>
    </message>
    <message>
        <source>{path} is damaged (SQLite&apos;s check found: {problem}); warclan will not read or write it, and it was not changed. Keep the file as it is, {restore}, or see every problem with &apos;warclan --db {path} db check&apos;</source>
        <translation>{path} ist beschädigt (SQLites Prüfung fand: {problem}); warclan wird sie weder lesen noch schreiben, und sie wurde nicht geändert. Lass die Datei, wie sie ist, {restore}, oder sieh dir jedes Problem mit &apos;warclan --db {path} db check&apos; an</translation>
    </message>
    <message>
        <source>cannot create {path}: cannot create the folder {folder} ({reason})</source>
        <translation>{path} lässt sich nicht anlegen: der Ordner {folder} lässt sich nicht anlegen ({reason})</translation>
    </message>
    <message>
        <source>cannot create {path}: the folder {folder} is read-only</source>
        <translation>{path} lässt sich nicht anlegen: der Ordner {folder} ist schreibgeschützt</translation>
    </message>
    <message>
        <source>cannot create {path}: {full}</source>
        <translation>{path} lässt sich nicht anlegen: {full}</translation>
    </message>
    <message>
        <source>cannot migrate database {path}: another program (another warclan, or any tool with the file open) is writing to it; nothing was changed, retrying is safe</source>
        <translation>die Datenbank {path} kann nicht migriert werden: ein anderes Programm (ein anderes warclan oder ein Werkzeug, das die Datei geöffnet hat) schreibt hinein; nichts wurde geändert, ein neuer Versuch ist sicher</translation>
    </message>
    <message>
        <source>cannot migrate database {path}: {reason}; it was not changed</source>
        <translation>die Datenbank {path} kann nicht migriert werden: {reason}; sie wurde nicht geändert</translation>
    </message>
    <message>
        <source>cannot open database {where}: {one_line}</source>
        <translation>die Datenbank {where} lässt sich nicht öffnen: {one_line}</translation>
    </message>
    <message>
        <source>this build has {count} migration heads; expected one</source>
        <translation>dieser Build hat {count} Migrationsköpfe; erwartet wird einer</translation>
    </message>
    <message>
        <source>migration left {count} broken references; nothing was changed</source>
        <translation>die Migration hinterließ {count} kaputte Verweise; nichts wurde geändert</translation>
    </message>
    <message>
        <source>{where} has an empty {version_table} table, so warclan cannot tell which version of its tables the database holds; it was not changed. Restore it from the backups/ folder beside it, or choose another file.</source>
        <translation>{where} hat eine leere Tabelle {version_table}, daher kann warclan nicht erkennen, welche Version seiner Tabellen die Datenbank enthält; sie wurde nicht geändert. Stelle sie aus dem Ordner backups/ daneben wieder her, oder wähle eine andere Datei.</translation>
    </message>
    <message>
        <source>{where} records several revisions ({names}); warclan&apos;s databases have one. It is not a warclan database and was not changed.</source>
        <translation>{where} verzeichnet mehrere Revisionen ({names}); Datenbanken von warclan haben eine. Sie ist keine warclan-Datenbank und wurde nicht geändert.</translation>
    </message>
    <message>
        <source>{where} was written by a newer warclan (database revision {revision}); this is warclan {version}, which knows revisions up to {head_revision}. Install a newer warclan to open it; the file was not changed.</source>
        <translation>{where} wurde von einem neueren warclan geschrieben (Datenbankrevision {revision}); dies ist warclan {version}, es kennt Revisionen bis {head_revision}. Installiere ein neueres warclan, um sie zu öffnen; die Datei wurde nicht geändert.</translation>
    </message>
    <message>
        <source>{where} is another program&apos;s database (it is managed by alembic, at revision {revision!r}, which is not a warclan revision); choose another file. It was not changed.</source>
        <translation>{where} ist die Datenbank eines anderen Programms (von alembic verwaltet, bei Revision {revision!r}, keiner Revision von warclan); wähle eine andere Datei. Sie wurde nicht geändert.</translation>
    </message>
    <message>
        <source>{name!r} cannot be a league role name: use letters, digits and _ (at most 63, not starting with a digit)</source>
        <translation>{name!r} kann kein Name einer Ligarolle sein: nimm Buchstaben, Ziffern und _ (höchstens 63, nicht mit einer Ziffer beginnend)</translation>
    </message>
    <message>
        <source>no league role {role!r}; choose one of {names}</source>
        <translation>keine Ligarolle {role!r}; wähle eine von {names}</translation>
    </message>
    <message>
        <source>{place} has no warclan tables yet; the league organiser creates them with `{upgrade}`. Nothing was changed.</source>
        <translation>{place} hat noch keine Tabellen von warclan; die Ligaleitung legt sie mit `{upgrade}` an. Nichts wurde geändert.</translation>
    </message>
    <message>
        <source>{place} holds warclan&apos;s tables at revision {revision}, older than this warclan&apos;s {head_revision}; a player&apos;s warclan never migrates a league server. Ask the league organiser to run `{upgrade}`, or use the warclan version the league runs. Nothing was changed.</source>
        <translation>{place} enthält die Tabellen von warclan in Revision {revision}, älter als {head_revision} dieses warclan; das warclan eines Spielers migriert nie einen Ligaserver. Bitte die Ligaleitung, `{upgrade}` auszuführen, oder nutze die warclan-Version der Liga. Nichts wurde geändert.</translation>
    </message>
    <message>
        <source>pg_dump was not found, so no backup was made and nothing was migrated; install PostgreSQL&apos;s client programs (Debian: postgresql-client), or run `warclan db upgrade --no-backup` if you have a backup of your own</source>
        <translation>pg_dump wurde nicht gefunden, daher wurde keine Sicherung angelegt und nichts migriert; installiere die Clientprogramme von PostgreSQL (Debian: postgresql-client), oder führe `warclan db upgrade --no-backup` aus, wenn du selbst eine Sicherung hast</translation>
    </message>
    <message>
        <source>cannot upgrade {place}: {orig}; nothing was changed</source>
        <translation>{place} lässt sich nicht aktualisieren: {orig}; nichts wurde geändert</translation>
    </message>
    <message>
        <source>only the organiser upgrades the league; {username} is a league {role} on {where}. Nothing was changed.</source>
        <translation>nur die Ligaleitung aktualisiert die Liga; {username} hat die Ligarolle {role} auf {where}. Nichts wurde geändert.</translation>
    </message>
    <message>
        <source>cannot create the backup folder {folder}: {strerror}</source>
        <translation>der Sicherungsordner {folder} lässt sich nicht anlegen: {strerror}</translation>
    </message>
    <message>
        <source>pg_dump could not back up {where} ({reason}); nothing was migrated. Fix that, or run `warclan db upgrade --no-backup` if you have a backup of your own.</source>
        <translation>pg_dump konnte {where} nicht sichern ({reason}); nichts wurde migriert. Behebe das, oder führe `warclan db upgrade --no-backup` aus, wenn du selbst eine Sicherung hast.</translation>
    </message>
    <message>
        <source>a league organiser</source>
        <translation>die Ligaleitung</translation>
    </message>
    <message>
        <source>a league player</source>
        <translation>ein Ligaspieler</translation>
    </message>
    <message>
        <source>a league viewer</source>
        <translation>ein Liga-Zuschauer</translation>
    </message>
    <message>
        <source>a league {role}</source>
        <translation>die Ligarolle {role}</translation>
    </message>
    <message>
        <source>this user&apos;s role</source>
        <translation>die Rolle dieses Benutzers</translation>
    </message>
    <message>
        <source>Ask the server&apos;s administrator if you need it.</source>
        <translation>Frag die Administration des Servers, wenn du sie brauchst.</translation>
    </message>
    <message>
        <source>Ask the league organiser if you need it.</source>
        <translation>Frag die Ligaleitung, wenn du sie brauchst.</translation>
    </message>
    <message>
        <source>the league server refused this change: {who} may not make it ({detail}); nothing was changed. {ask}</source>
        <translation>der Ligaserver hat diese Änderung abgelehnt: {who} darf sie nicht vornehmen ({detail}); nichts wurde geändert. {ask}</translation>
    </message>
    <message>
        <source>gave up waiting for another player&apos;s change to the same War Clan or campaign on {place} to finish; nothing was changed, retrying is safe</source>
        <translation>das Warten auf die Änderung eines anderen Spielers am selben Kriegsclan oder an derselben Kampagne auf {place} wurde aufgegeben; nichts wurde geändert, ein neuer Versuch ist sicher</translation>
    </message>
    <message>
        <source>{place} is read-only here ({detail}); nothing was changed</source>
        <translation>{place} ist hier schreibgeschützt ({detail}); nichts wurde geändert</translation>
    </message>
    <message>
        <source>another player was changing the same thing on {place}; nothing was changed, retrying is safe</source>
        <translation>ein anderer Spieler hat auf {place} dasselbe geändert; nichts wurde geändert, ein neuer Versuch ist sicher</translation>
    </message>
    <message>
        <source>lost the connection to {place} ({detail}); reload to see whether the change was saved before you retry it</source>
        <translation>die Verbindung zu {place} ist abgebrochen ({detail}); lade neu, um zu sehen, ob die Änderung gespeichert wurde, bevor du es erneut versuchst</translation>
    </message>
    <message>
        <source>the disk is full ({free} bytes free in {folder})</source>
        <translation>der Datenträger ist voll ({free} Bytes frei in {folder})</translation>
    </message>
    <message>
        <source>the folder {folder} is read-only</source>
        <translation>der Ordner {folder} ist schreibgeschützt</translation>
    </message>
    <message>
        <source>cannot read or write {path} ({detail})</source>
        <translation>{path} lässt sich nicht lesen oder schreiben ({detail})</translation>
    </message>
    <message>
        <source>the file {path} is read-only</source>
        <translation>die Datei {path} ist schreibgeschützt</translation>
    </message>
    <message>
        <source>cannot read {path}: {reason}</source>
        <translation>{path} lässt sich nicht lesen: {reason}</translation>
    </message>
    <message>
        <source>{path} is an empty file (0 bytes), not a warclan database; it was not changed. If you want a new database there, delete the file first.</source>
        <translation>{path} ist eine leere Datei (0 Byte), keine warclan-Datenbank; sie wurde nicht geändert. Wenn du dort eine neue Datenbank willst, lösche zuerst die Datei.</translation>
    </message>
    <message>
        <source>cannot open {path}: {value}</source>
        <translation>{path} lässt sich nicht öffnen: {value}</translation>
    </message>
    <message>
        <source>cannot read {path}: {reason}; it was not changed</source>
        <translation>{path} lässt sich nicht lesen: {reason}; sie wurde nicht geändert</translation>
    </message>
    <message>
        <source>{path} is not a warclan database ({exc})</source>
        <translation>{path} ist keine warclan-Datenbank ({exc})</translation>
    </message>
    <message>
        <source>{path} is another program&apos;s database (its application id is {app_id:#x}); choose another file. It was not changed.</source>
        <translation>{path} ist die Datenbank eines anderen Programms (ihre Anwendungs-ID ist {app_id:#x}); wähle eine andere Datei. Sie wurde nicht geändert.</translation>
    </message>
    <message>
        <source>no warclan tables</source>
        <translation>keine warclan-Tabellen</translation>
    </message>
    <message>
        <source>{path} is not a warclan database (it holds {what}); choose another file. It was not changed.</source>
        <translation>{path} ist keine warclan-Datenbank (sie enthält {what}); wähle eine andere Datei. Sie wurde nicht geändert.</translation>
    </message>
    <message>
        <source>saving the change to the file</source>
        <translation>speichere die Änderung in die Datei</translation>
    </message>
    <message>
        <source>saving the change to the server</source>
        <translation>speichere die Änderung auf dem Server</translation>
    </message>
    <message>
        <source>waiting for another program to finish writing to the file</source>
        <translation>warte, bis ein anderes Programm fertig in die Datei geschrieben hat</translation>
    </message>
    <message>
        <source>waiting for another player&apos;s change</source>
        <translation>warte auf die Änderung eines anderen Spielers</translation>
    </message>
    <message>
        <source>the server has not finished it yet</source>
        <translation>der Server ist damit noch nicht fertig</translation>
    </message>
    <message>
        <source>on {where}, held by {holders}</source>
        <translation>auf {where}, gehalten von {holders}</translation>
    </message>
    <message>
        <source>on {where}</source>
        <translation>auf {where}</translation>
    </message>
    <message>
        <source>{where}, held by {holders}</source>
        <translation>{where}, gehalten von {holders}</translation>
    </message>
    <message>
        <source>held by {holders}</source>
        <translation>gehalten von {holders}</translation>
    </message>
    <message>
        <source>stopped waiting for the other program writing to the file; nothing was changed</source>
        <translation>Warten auf das andere Programm, das in die Datei schreibt, abgebrochen; nichts wurde geändert</translation>
    </message>
    <message>
        <source>gave the change up before it was saved; nothing was changed</source>
        <translation>die Änderung wurde vor dem Speichern aufgegeben; nichts wurde geändert</translation>
    </message>
    <message>
        <source>stopped waiting for another player&apos;s change; nothing was changed</source>
        <translation>Warten auf die Änderung eines anderen Spielers abgebrochen; nichts wurde geändert</translation>
    </message>
    <message>
        <source>waiting for you</source>
        <translation>wartet auf dich</translation>
    </message>
    <message>
        <source>disputed</source>
        <translation>angefochten</translation>
    </message>
    <message>
        <source>waiting for the other player</source>
        <translation>wartet auf den anderen Spieler</translation>
    </message>
    <message>
        <source>Games that do not count yet</source>
        <translation>Spiele, die noch nicht zählen</translation>
    </message>
    <message>
        <source>Games waiting for agreement</source>
        <translation>Spiele, die auf Zustimmung warten</translation>
    </message>
    <message>
        <source>Against</source>
        <translation>Gegen</translation>
    </message>
    <message>
        <source>VP · kills</source>
        <translation>SiP · Getötete</translation>
    </message>
    <message>
        <source>Owner</source>
        <translation>Besitzer</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Stand</translation>
    </message>
    <message>
        <source>&amp;Confirm</source>
        <translation>&amp;Bestätigen</translation>
    </message>
    <message>
        <source>Agree with the result recorded for your War Clan</source>
        <translation>Dem für deinen Kriegsclan eingetragenen Ergebnis zustimmen</translation>
    </message>
    <message>
        <source>&amp;Dispute…</source>
        <translation>&amp;Anfechten…</translation>
    </message>
    <message>
        <source>Say what is wrong with the result (a note)</source>
        <translation>Sagen, was am Ergebnis falsch ist (eine Notiz)</translation>
    </message>
    <message>
        <source>Confirm game {game} for {clan}</source>
        <translation>Spiel {game} für {clan} bestätigen</translation>
    </message>
    <message>
        <source>Dispute game {game}</source>
        <translation>Spiel {game} anfechten</translation>
    </message>
    <message>
        <source>What is wrong with the result recorded for {clan}?</source>
        <translation>Was ist falsch an dem für {clan} eingetragenen Ergebnis?</translation>
    </message>
    <message>
        <source>Dispute game {game} for {clan}</source>
        <translation>Spiel {game} für {clan} anfechten</translation>
    </message>
    <message>
        <source>Glory collected (left scale)</source>
        <translation>Gesammelter Ruhm (linke Skala)</translation>
    </message>
    <message>
        <source>War Clan Rank (right scale, dashed)</source>
        <translation>Kriegsclan-Rang (rechte Skala, gestrichelt)</translation>
    </message>
    <message>
        <source>After game (0 = the clan&apos;s creation)</source>
        <translation>Nach Spiel (0 = Gründung des Kriegsclans)</translation>
    </message>
    <message>
        <source>Glory collected</source>
        <translation>Gesammelter Ruhm</translation>
    </message>
    <message>
        <source>War Clan Rank</source>
        <translation>Kriegsclan-Rang</translation>
    </message>
    <message>
        <source>Chart of Glory collected and War Clan Rank</source>
        <translation>Diagramm von gesammeltem Ruhm und Kriegsclan-Rang</translation>
    </message>
    <message>
        <source>Chart summary</source>
        <translation>Zusammenfassung des Diagramms</translation>
    </message>
    <message>
        <source>{clan}: Glory collected and War Clan Rank</source>
        <translation>{clan}: gesammelter Ruhm und Kriegsclan-Rang</translation>
    </message>
    <message>
        <source>No games yet.</source>
        <translation>Noch keine Spiele.</translation>
    </message>
    <message numerus="yes">
        <source>After game {game}: {glory} Glory collected, War Clan Rank {rank} (%n game(s)).</source>
        <translation>
            <numerusform>Nach Spiel {game}: {glory} Ruhm gesammelt, Kriegsclan-Rang {rank} (%n Spiel).</numerusform>
            <numerusform>Nach Spiel {game}: {glory} Ruhm gesammelt, Kriegsclan-Rang {rank} (%n Spiele).</numerusform>
        </translation>
    </message>
    <message>
        <source>Campaign base rank</source>
        <translation>Basisrang der Kampagne</translation>
    </message>
    <message>
        <source>Games played</source>
        <translation>Gespielte Spiele</translation>
    </message>
    <message>
        <source>War Clan page</source>
        <translation>Seite Kriegsclan</translation>
    </message>
    <message>
        <source>War Clan notes</source>
        <translation>Hinweise zum Kriegsclan</translation>
    </message>
    <message>
        <source>War Clan tabs</source>
        <translation>Reiter des Kriegsclans</translation>
    </message>
    <message>
        <source>warriors</source>
        <translation>Krieger</translation>
    </message>
    <message>
        <source>Warrior details</source>
        <translation>Einzelheiten zum Krieger</translation>
    </message>
    <message>
        <source>&amp;Warriors</source>
        <translation>&amp;Krieger</translation>
    </message>
    <message>
        <source>Games, in the order they were recorded</source>
        <translation>Spiele, in der Reihenfolge ihres Eintrags</translation>
    </message>
    <message>
        <source>Glory ledger</source>
        <translation>Ruhmesbuch</translation>
    </message>
    <message>
        <source>Dice, with where each came from</source>
        <translation>Würfel, jeder mit seiner Herkunft</translation>
    </message>
    <message>
        <source>&amp;History</source>
        <translation>&amp;Verlauf</translation>
    </message>
    <message>
        <source>Glory and rank chart</source>
        <translation>Diagramm zu Ruhm und Rang</translation>
    </message>
    <message>
        <source>&amp;Chart</source>
        <translation>&amp;Diagramm</translation>
    </message>
    <message>
        <source>&amp;Stores</source>
        <translation>&amp;Vorräte</translation>
    </message>
    <message>
        <source>Warriors table</source>
        <translation>Tabelle der Krieger</translation>
    </message>
    <message>
        <source>Games table</source>
        <translation>Tabelle der Spiele</translation>
    </message>
    <message>
        <source>Glory ledger table</source>
        <translation>Tabelle des Ruhmesbuchs</translation>
    </message>
    <message>
        <source>Dice table</source>
        <translation>Tabelle der Würfel</translation>
    </message>
    <message>
        <source>Stores table</source>
        <translation>Tabelle der Vorräte</translation>
    </message>
    <message>
        <source>Show War Clan</source>
        <translation>Kriegsclan anzeigen</translation>
    </message>
    <message>
        <source>{player}&apos;s War Clan in {campaign}</source>
        <translation>Kriegsclan von {player} in {campaign}</translation>
    </message>
    <message>
        <source> · owner: {owner}</source>
        <translation> · Besitzer: {owner}</translation>
    </message>
    <message>
        <source>Glory earned in games; raises rank</source>
        <translation>In Spielen verdienter Ruhm; hebt den Rang</translation>
    </message>
    <message>
        <source>800 − {cost} (the clan&apos;s cost) + Glory collected + {found} found raiding − {spent} spent</source>
        <translation>800 − {cost} (Kosten des Kriegsclans) + gesammelter Ruhm + {found} beim Raubzug gefunden − {spent} ausgegeben</translation>
    </message>
    <message>
        <source>+1 for every 50 Glory collected</source>
        <translation>+1 je 50 gesammelten Ruhm</translation>
    </message>
    <message>
        <source>This War Clan has no warriors.</source>
        <translation>Dieser Kriegsclan hat keine Krieger.</translation>
    </message>
    <message>
        <source>Glory found raiding: {glory}. It can be spent, but it is not Glory collected, so it does not raise the War Clan Rank.</source>
        <translation>Beim Raubzug gefundener Ruhm: {glory}. Er kann ausgegeben werden, ist aber kein gesammelter Ruhm und hebt daher den Kriegsclan-Rang nicht.</translation>
    </message>
    <message>
        <source>No stores yet: raids add what they find here.</source>
        <translation>Noch keine Vorräte: Raubzüge legen hier ab, was sie finden.</translation>
    </message>
    <message>
        <source>Earns catch-up Glory while its rank is below {rank}, the base rank it joined at.</source>
        <translation>Verdient Aufhol-Ruhm, solange sein Rang unter {rank} liegt, dem Basisrang bei seinem Beitritt.</translation>
    </message>
    <message>
        <source>Misses the next game: {names}.</source>
        <translation>Setzt das nächste Spiel aus: {names}.</translation>
    </message>
    <message>
        <source>The post-game sequence of its latest game is not run yet: Campaign ▸ Continue Post-Game Sequence…</source>
        <translation>Der Nachspiel-Ablauf seines letzten Spiels steht noch aus: Kampagne ▸ Nachspiel-Ablauf fortsetzen…</translation>
    </message>
    <message>
        <source>Sequences</source>
        <translation>Abläufe</translation>
    </message>
    <message>
        <source>Step 6 — Buy items and God Powers</source>
        <translation>Schritt 6 — Gegenstände und Götterkräfte kaufen</translation>
    </message>
    <message>
        <source>Equipment, artifacts and God Powers for the clan&apos;s warriors, new recruits too.</source>
        <translation>Ausrüstung, Artefakte und Götterkräfte für die Krieger des Kriegsclans, auch für neue Rekruten.</translation>
    </message>
    <message>
        <source>Warrior to equip</source>
        <translation>Auszurüstender Krieger</translation>
    </message>
    <message>
        <source>Item</source>
        <translation>Gegenstand</translation>
    </message>
    <message>
        <source>God Power to buy</source>
        <translation>Zu kaufende Götterkraft</translation>
    </message>
    <message>
        <source>Warrior:</source>
        <translation>Krieger:</translation>
    </message>
    <message>
        <source>Buy &amp;item</source>
        <translation>&amp;Gegenstand kaufen</translation>
    </message>
    <message>
        <source>Buy &amp;power</source>
        <translation>Götter&amp;kraft kaufen</translation>
    </message>
    <message>
        <source>{item} ({kind}), {price} Glory</source>
        <translation>{item} ({kind}), {price} Ruhm</translation>
    </message>
    <message>
        <source>{power} ({god}, Godspark {cost}), {price} Glory</source>
        <translation>{power} ({god}, Godspark {cost}), {price} Ruhm</translation>
    </message>
    <message>
        <source>{what} for {warrior}</source>
        <translation>{what} für {warrior}</translation>
    </message>
    <message>
        <source>Step 1 — Record Glory</source>
        <translation>Schritt 1 — Ruhm eintragen</translation>
    </message>
    <message>
        <source>20 Glory per Victory Point and 10 per encounter model killed, plus the catch-up bonus for a clan that joined a running campaign.</source>
        <translation>20 Ruhm je Siegpunkt und 10 je getötetem Begegnungsmodell, dazu der Aufholbonus für einen Kriegsclan, der einer laufenden Kampagne beigetreten ist.</translation>
    </message>
    <message>
        <source>Scenario Glory: {glory}</source>
        <translation>Szenario-Ruhm: {glory}</translation>
    </message>
    <message>
        <source>Catch-up bonus: {glory} — {reason}</source>
        <translation>Aufholbonus: {glory} — {reason}</translation>
    </message>
    <message>
        <source>Glory collected after this game: {glory} (War Clan Rank {before} → {after})</source>
        <translation>Gesammelter Ruhm nach diesem Spiel: {glory} (Kriegsclan-Rang {before} → {after})</translation>
    </message>
    <message>
        <source>Injury roll {roll}: {result}</source>
        <translation>Verletzungswurf {roll}: {result}</translation>
    </message>
    <message>
        <source>Severe Injury rolls {rolls} (re-rolled: a result at its cap) → {injury}</source>
        <translation>Würfe auf schwere Verletzung {rolls} (neu gewürfelt: ein Ergebnis an seiner Grenze) → {injury}</translation>
    </message>
    <message>
        <source>Severe Injury roll {roll} → {injury}</source>
        <translation>Wurf auf schwere Verletzung {roll} → {injury}</translation>
    </message>
    <message>
        <source>now Blind</source>
        <translation>jetzt blind</translation>
    </message>
    <message>
        <source>loses all equipment and artifacts</source>
        <translation>verliert alle Ausrüstung und Artefakte</translation>
    </message>
    <message>
        <source>keeps equipment</source>
        <translation>behält die Ausrüstung</translation>
    </message>
    <message>
        <source>equipment 1D6 {roll}: {kept}</source>
        <translation>Ausrüstung 1W6 {roll}: {kept}</translation>
    </message>
    <message>
        <source>DIES and leaves the War Clan</source>
        <translation>STIRBT und verlässt den Kriegsclan</translation>
    </message>
    <message>
        <source>is REMOVED from the War Clan</source>
        <translation>wird aus dem Kriegsclan ENTFERNT</translation>
    </message>
    <message>
        <source>misses the next game</source>
        <translation>setzt das nächste Spiel aus</translation>
    </message>
    <message>
        <source>counts as a raid survivor</source>
        <translation>zählt als Überlebender für den Raubzug</translation>
    </message>
    <message>
        <source>e.g. 4  (then severe 2D6, then 1D6)</source>
        <translation>z. B. 4  (dann schwer 2W6, dann 1W6)</translation>
    </message>
    <message>
        <source>In order: the injury 2D6; for a severe wound the Severe Injury 2D6 and any re-roll a cap forces; then the 1D6 for equipment.</source>
        <translation>Der Reihe nach: die 2W6 für die Verletzung; bei einer schweren Wunde die 2W6 für die schwere Verletzung und jeder Neuwurf, den eine Grenze erzwingt; dann der 1W6 für die Ausrüstung.</translation>
    </message>
    <message>
        <source>{warrior}&apos;s dice</source>
        <translation>Würfel von {warrior}</translation>
    </message>
    <message>
        <source>Roll</source>
        <translation>Würfeln</translation>
    </message>
    <message>
        <source>Roll {warrior}&apos;s dice</source>
        <translation>Für {warrior} würfeln</translation>
    </message>
    <message>
        <source>{warrior}&apos;s injury</source>
        <translation>Verletzung von {warrior}</translation>
    </message>
    <message>
        <source>Rolled ✓</source>
        <translation>Gewürfelt ✓</translation>
    </message>
    <message>
        <source>Step 2 — Determine Injuries</source>
        <translation>Schritt 2 — Verletzungen bestimmen</translation>
    </message>
    <message>
        <source>For each warrior removed from play, type the dice rolled at the table in order, or press Roll to let warclan roll them.</source>
        <translation>Gib für jeden aus dem Spiel entfernten Krieger die am Tisch gewürfelten Würfel der Reihe nach ein, oder drücke Würfeln, damit warclan sie würfelt.</translation>
    </message>
    <message>
        <source>Nobody was removed from play: no injury rolls.</source>
        <translation>Niemand wurde aus dem Spiel entfernt: keine Verletzungswürfe.</translation>
    </message>
    <message>
        <source>Dice warclan rolls use seed {seed} (the same seed repeats the same dice).</source>
        <translation>Würfe von warclan nutzen den Startwert {seed} (derselbe Startwert wiederholt dieselben Würfe).</translation>
    </message>
    <message>
        <source>All dice are entered from the table.</source>
        <translation>Alle Würfe sind vom Tisch eingegeben.</translation>
    </message>
    <message>
        <source>…waiting for the dice (see below)</source>
        <translation>…wartet auf die Würfel (siehe unten)</translation>
    </message>
    <message>
        <source>{consequence}.  Dice: {dice}</source>
        <translation>{consequence}.  Würfel: {dice}</translation>
    </message>
    <message>
        <source>dice are whole numbers separated by spaces, not {text!r}</source>
        <translation>Würfel sind ganze Zahlen, durch Leerzeichen getrennt, nicht {text!r}</translation>
    </message>
    <message>
        <source>Fielded</source>
        <translation>Aufgestellt</translation>
    </message>
    <message>
        <source>Can play</source>
        <translation>Kann spielen</translation>
    </message>
    <message>
        <source>{name} cannot be fielded in this game ({status})</source>
        <translation>{name} kann in diesem Spiel nicht aufgestellt werden ({status})</translation>
    </message>
    <message>
        <source>{title} orders</source>
        <translation>{title}: Aufträge</translation>
    </message>
    <message>
        <source>&amp;Remove order</source>
        <translation>Auftrag &amp;entfernen</translation>
    </message>
    <message>
        <source>{clan}: game {game}{scenario}, {date}</source>
        <translation>{clan}: Spiel {game}{scenario}, {date}</translation>
    </message>
    <message>
        <source>War Clans whose post-game sequence has not been run yet.</source>
        <translation>Kriegsclans, deren Nachspiel-Ablauf noch aussteht.</translation>
    </message>
    <message>
        <source>Sequences not run yet</source>
        <translation>Ausstehende Abläufe</translation>
    </message>
    <message>
        <source>Every War Clan has run the sequence of its latest game.</source>
        <translation>Jeder Kriegsclan hat den Ablauf seines letzten Spiels durchgeführt.</translation>
    </message>
    <message>
        <source>{clan}: post-game sequence</source>
        <translation>{clan}: Nachspiel-Ablauf</translation>
    </message>
    <message>
        <source>&lt;b&gt;1 Glory:&lt;/b&gt; scenario {scenario}, catch-up {bonus} ({reason}). Glory collected {collected}; War Clan Rank {before} → {after}.</source>
        <translation>&lt;b&gt;1 Ruhm:&lt;/b&gt; Szenario {scenario}, Aufholbonus {bonus} ({reason}). Gesammelter Ruhm {collected}; Kriegsclan-Rang {before} → {after}.</translation>
    </message>
    <message>
        <source>&lt;b&gt;2 Injuries:&lt;/b&gt;</source>
        <translation>&lt;b&gt;2 Verletzungen:&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;2 Injuries:&lt;/b&gt; nobody was removed from play.</source>
        <translation>&lt;b&gt;2 Verletzungen:&lt;/b&gt; niemand wurde aus dem Spiel entfernt.</translation>
    </message>
    <message>
        <source>Lost: {items}</source>
        <translation>Verloren: {items}</translation>
    </message>
    <message>
        <source>no finds</source>
        <translation>keine Funde</translation>
    </message>
    <message>
        <source>&lt;b&gt;3 Raid:&lt;/b&gt; {roll} {modifier} → {result}: {glory} Glory found, {finds}.</source>
        <translation>&lt;b&gt;3 Raubzug:&lt;/b&gt; {roll} {modifier} → {result}: {glory} Ruhm gefunden, {finds}.</translation>
    </message>
    <message>
        <source>&lt;b&gt;3 Raid:&lt;/b&gt; no survivors, no raid.</source>
        <translation>&lt;b&gt;3 Raubzug:&lt;/b&gt; keine Überlebenden, kein Raubzug.</translation>
    </message>
    <message>
        <source>{glory} Glory</source>
        <translation>{glory} Ruhm</translation>
    </message>
    <message>
        <source>&lt;b&gt;4–6 Purchases:&lt;/b&gt;</source>
        <translation>&lt;b&gt;4–6 Käufe:&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;4–6 Purchases:&lt;/b&gt; none.</source>
        <translation>&lt;b&gt;4–6 Käufe:&lt;/b&gt; keine.</translation>
    </message>
    <message>
        <source>Unspent Glory afterwards: {glory}</source>
        <translation>Danach nicht ausgegebener Ruhm: {glory}</translation>
    </message>
    <message>
        <source>Preview</source>
        <translation>Vorschau</translation>
    </message>
    <message>
        <source>This is what Finish saves, as one unit. Go Back to change anything; Cancel saves nothing.</source>
        <translation>Das speichert Fertigstellen, als eine Einheit. Mit Zurück änderst du etwas; Abbrechen speichert nichts.</translation>
    </message>
    <message>
        <source>Sequence summary</source>
        <translation>Zusammenfassung des Ablaufs</translation>
    </message>
    <message>
        <source>Every die and its origin</source>
        <translation>Jeder Würfel und seine Herkunft</translation>
    </message>
    <message>
        <source>Step 3 — Raid</source>
        <translation>Schritt 3 — Raubzug</translation>
    </message>
    <message>
        <source>If any warrior survived, roll 2D6 on the Raid Table (modified by the number of survivors). Finds go to the clan&apos;s stores.</source>
        <translation>Hat ein Krieger überlebt, würfle 2W6 auf der Raubzugtabelle (verändert um die Zahl der Überlebenden). Funde kommen in die Vorräte des Kriegsclans.</translation>
    </message>
    <message>
        <source>not entered</source>
        <translation>nicht eingegeben</translation>
    </message>
    <message>
        <source>Raid roll (2D6)</source>
        <translation>Raubzugwurf (2W6)</translation>
    </message>
    <message>
        <source>Let warclan roll it</source>
        <translation>warclan würfeln lassen</translation>
    </message>
    <message>
        <source>Let warclan roll the raid</source>
        <translation>warclan den Raubzug würfeln lassen</translation>
    </message>
    <message>
        <source>Raid result</source>
        <translation>Ergebnis des Raubzugs</translation>
    </message>
    <message>
        <source>Raid roll (2D6) rolled at the table:</source>
        <translation>Raubzugwurf (2W6), am Tisch gewürfelt:</translation>
    </message>
    <message>
        <source>Nobody survived on the battlefield: no raid this time.</source>
        <translation>Niemand hat auf dem Schlachtfeld überlebt: diesmal kein Raubzug.</translation>
    </message>
    <message>
        <source> (house rule table)</source>
        <translation> (Hausregel-Tabelle)</translation>
    </message>
    <message>
        <source>nothing for the stores</source>
        <translation>nichts für die Vorräte</translation>
    </message>
    <message>
        <source>Survivors: {names} ({count}).</source>
        <translation>Überlebende: {names} ({count}).</translation>
    </message>
    <message>
        <source>Roll {roll} {modifier} for survivors → &lt;b&gt;{result}&lt;/b&gt;{house}: {glory} Glory found; {finds}.</source>
        <translation>Wurf {roll} {modifier} für Überlebende → &lt;b&gt;{result}&lt;/b&gt;{house}: {glory} Ruhm gefunden; {finds}.</translation>
    </message>
    <message>
        <source>The roll: {origin}.</source>
        <translation>Der Wurf: {origin}.</translation>
    </message>
    <message>
        <source>Step 5 — Recruit</source>
        <translation>Schritt 5 — Rekrutieren</translation>
    </message>
    <message>
        <source>Buy new warriors from the campaign&apos;s profiles. Leave the name empty to number the profile name.</source>
        <translation>Kaufe neue Krieger aus den Profilen der Kampagne. Ohne Namen wird der Profilname nummeriert.</translation>
    </message>
    <message>
        <source>Profile to recruit</source>
        <translation>Zu rekrutierendes Profil</translation>
    </message>
    <message>
        <source>name (optional)</source>
        <translation>Name (freiwillig)</translation>
    </message>
    <message>
        <source>Recruit&apos;s name</source>
        <translation>Name des Rekruten</translation>
    </message>
    <message>
        <source>Profile:</source>
        <translation>Profil:</translation>
    </message>
    <message>
        <source>Add &amp;recruit</source>
        <translation>&amp;Rekrut hinzufügen</translation>
    </message>
    <message>
        <source>{profile} ({faction}), {price} Glory</source>
        <translation>{profile} ({faction}), {price} Ruhm</translation>
    </message>
    <message>
        <source>Recruit a {profile} named {name}</source>
        <translation>{profile} namens {name} rekrutieren</translation>
    </message>
    <message>
        <source>Recruit a {profile}</source>
        <translation>{profile} rekrutieren</translation>
    </message>
    <message>
        <source>{clan} played</source>
        <translation>{clan} hat gespielt</translation>
    </message>
    <message>
        <source>{clan} Victory Points</source>
        <translation>Siegpunkte von {clan}</translation>
    </message>
    <message>
        <source>{clan} encounter kills</source>
        <translation>Getötete Begegnungen von {clan}</translation>
    </message>
    <message>
        <source>{clan} warriors</source>
        <translation>Krieger von {clan}</translation>
    </message>
    <message>
        <source>Victory Points:</source>
        <translation>Siegpunkte:</translation>
    </message>
    <message>
        <source>Encounter kills:</source>
        <translation>Getötete Begegnungen:</translation>
    </message>
    <message>
        <source>Record Game — Sides</source>
        <translation>Spiel eintragen — Seiten</translation>
    </message>
    <message>
        <source>Tick each War Clan that played, then its Victory Points, encounter kills, who was fielded and who was removed from play.</source>
        <translation>Kreuze jeden Kriegsclan an, der gespielt hat, dann seine Siegpunkte, getöteten Begegnungen, wer aufgestellt und wer aus dem Spiel entfernt wurde.</translation>
    </message>
    <message>
        <source>Next runs one clan&apos;s post-game sequence; “Record Game Only” saves the game and leaves every sequence for later.</source>
        <translation>Weiter führt den Nachspiel-Ablauf eines Kriegsclans durch; „Nur Spiel eintragen“ speichert das Spiel und lässt jeden Ablauf für später.</translation>
    </message>
    <message>
        <source>Run the post-game sequence now for</source>
        <translation>Nachspiel-Ablauf jetzt durchführen für</translation>
    </message>
    <message>
        <source>&amp;Scenario:</source>
        <translation>&amp;Szenario:</translation>
    </message>
    <message>
        <source>&amp;Date:</source>
        <translation>&amp;Datum:</translation>
    </message>
    <message>
        <source>Run the post-game &amp;sequence now for:</source>
        <translation>Nachspiel-&amp;Ablauf jetzt durchführen für:</translation>
    </message>
    <message>
        <source>{clan} sits this game out: nobody can be fielded.</source>
        <translation>{clan} setzt dieses Spiel aus: niemand kann aufgestellt werden.</translation>
    </message>
    <message>
        <source>Record Game &amp;Only</source>
        <translation>&amp;Nur Spiel eintragen</translation>
    </message>
    <message>
        <source>tick the War Clans that played</source>
        <translation>kreuze die Kriegsclans an, die gespielt haben</translation>
    </message>
    <message>
        <source>Record game</source>
        <translation>Spiel eintragen</translation>
    </message>
    <message>
        <source>Run the post-game sequence for {clan}</source>
        <translation>Nachspiel-Ablauf für {clan} durchführen</translation>
    </message>
    <message>
        <source>Run the sequence</source>
        <translation>Ablauf durchführen</translation>
    </message>
    <message>
        <source>ended, to record</source>
        <translation>beendet, einzutragen</translation>
    </message>
    <message>
        <source>Round {round}</source>
        <translation>Runde {round}</translation>
    </message>
    <message>
        <source>A game at the table since {time}</source>
        <translation>Ein Spiel am Tisch seit {time}</translation>
    </message>
    <message>
        <source>{player}: rank {rank}, {glory} unspent Glory</source>
        <translation>{player}: Rang {rank}, {glory} Ruhm nicht ausgegeben</translation>
    </message>
    <message>
        <source>{clans} War Clans, {games} games, base rank {rank}</source>
        <translation>{clans} Kriegsclans, {games} Spiele, Basisrang {rank}</translation>
    </message>
    <message>
        <source>Glory cost at War Clan creation</source>
        <translation>Ruhmkosten bei der Gründung des Kriegsclans</translation>
    </message>
    <message>
        <source>example profile</source>
        <translation>Beispielprofil</translation>
    </message>
    <message>
        <source>the group&apos;s own profile</source>
        <translation>eigenes Profil der Gruppe</translation>
    </message>
    <message>
        <source>no special abilities</source>
        <translation>keine Sonderfähigkeiten</translation>
    </message>
    <message>
        <source>Double-click (or F2) to name the warrior</source>
        <translation>Doppelklick (oder F2), um den Krieger zu benennen</translation>
    </message>
    <message>
        <source>({profile}, numbered)</source>
        <translation>({profile}, nummeriert)</translation>
    </message>
    <message>
        <source>Order</source>
        <translation>Auftrag</translation>
    </message>
    <message>
        <source>Not priced: the services refuse this order (see the reason below)</source>
        <translation>Ohne Preis: die Regeln lehnen diesen Auftrag ab (siehe Grund unten)</translation>
    </message>
    <message>
        <source>must not be blank</source>
        <translation>darf nicht leer sein</translation>
    </message>
    <message>
        <source>expected a date and time like 2024-05-01T18:30:00</source>
        <translation>erwartet Datum und Uhrzeit wie 2024-05-01T18:30:00</translation>
    </message>
    <message>
        <source>{text!r} is outside the dates warclan can store</source>
        <translation>{text!r} liegt außerhalb der Daten, die warclan speichern kann</translation>
    </message>
    <message>
        <source>{newer} (written by {writer})</source>
        <translation>{newer} (geschrieben von {writer})</translation>
    </message>
    <message>
        <source>is missing</source>
        <translation>fehlt</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>ein Objekt</translation>
    </message>
    <message>
        <source>a list</source>
        <translation>eine Liste</translation>
    </message>
    <message>
        <source>text</source>
        <translation>Text</translation>
    </message>
    <message>
        <source>a whole number</source>
        <translation>eine ganze Zahl</translation>
    </message>
    <message>
        <source>true or false</source>
        <translation>true oder false</translation>
    </message>
    <message>
        <source>rules file</source>
        <translation>Regeldatei</translation>
    </message>
    <message>
        <source>profile file</source>
        <translation>Profildatei</translation>
    </message>
    <message>
        <source>warband file</source>
        <translation>Kriegerbanden-Datei</translation>
    </message>
    <message>
        <source>War Clan file</source>
        <translation>Kriegsclan-Datei</translation>
    </message>
    <message>
        <source>house-rules file</source>
        <translation>Hausregel-Datei</translation>
    </message>
    <message>
        <source>stat</source>
        <translation>Wert</translation>
    </message>
    <message>
        <source>catalogue</source>
        <translation>Katalog</translation>
    </message>
    <message>
        <source>the number {value}</source>
        <translation>die Zahl {value}</translation>
    </message>
    <message>
        <source>text {shown}</source>
        <translation>Text {shown}</translation>
    </message>
    <message>
        <source>a number with {digits:,} digits</source>
        <translation>eine Zahl mit {digits:,} Stellen</translation>
    </message>
    <message>
        <source>duplicate key {key!r}</source>
        <translation>doppelter Schlüssel {key!r}</translation>
    </message>
    <message>
        <source>is {length:,} characters; at most {limit:,}</source>
        <translation>hat {length:,} Zeichen; höchstens {limit:,}</translation>
    </message>
    <message>
        <source>has {count:,} entries; at most {limit:,}</source>
        <translation>hat {count:,} Einträge; höchstens {limit:,}</translation>
    </message>
    <message>
        <source>is {size:,} bytes; a {what} may be at most {limit:,} bytes, so it was not read</source>
        <translation>hat {size:,} Bytes; eine {what} darf höchstens {limit:,} Bytes haben, daher wurde sie nicht gelesen</translation>
    </message>
    <message>
        <source>expected {what}, found {found}</source>
        <translation>erwartet: {what}, gefunden: {found}</translation>
    </message>
    <message>
        <source>must be at least {low}, found {found}</source>
        <translation>muss mindestens {low} sein, gefunden: {found}</translation>
    </message>
    <message>
        <source>must be at most {high}, found {found}</source>
        <translation>darf höchstens {high} sein, gefunden: {found}</translation>
    </message>
    <message>
        <source>unknown {what} {text}; {what}s are {listed}</source>
        <translation>{what} {text} ist unbekannt; möglich sind {listed}</translation>
    </message>
    <message>
        <source>must be one of {listed}, found {text}</source>
        <translation>muss eines von {listed} sein, gefunden: {text}</translation>
    </message>
    <message>
        <source>unknown field (did you mean {near!r}?)</source>
        <translation>unbekanntes Feld (meintest du {near!r}?)</translation>
    </message>
    <message>
        <source>unknown field (fields here: {fields})</source>
        <translation>unbekanntes Feld (Felder hier: {fields})</translation>
    </message>
    <message>
        <source>cannot be read: no such file</source>
        <translation>lässt sich nicht lesen: keine solche Datei</translation>
    </message>
    <message>
        <source>cannot be read: it is a folder</source>
        <translation>lässt sich nicht lesen: es ist ein Ordner</translation>
    </message>
    <message>
        <source>cannot be read: not a regular file</source>
        <translation>lässt sich nicht lesen: keine gewöhnliche Datei</translation>
    </message>
    <message>
        <source>cannot be read: {message}</source>
        <translation>lässt sich nicht lesen: {message}</translation>
    </message>
    <message>
        <source>not a {what} (expected format {expected_format!r}, found {shown})</source>
        <translation>keine {what} (erwartet das Format {expected_format!r}, gefunden: {shown})</translation>
    </message>
    <message>
        <source>the file is a {what} of version {version}; this warclan reads version {supported}: update warclan to read it</source>
        <translation>die Datei ist eine {what} der Version {version}; dieses warclan liest Version {supported}: aktualisiere warclan, um sie zu lesen</translation>
    </message>
    <message>
        <source>Expecting value</source>
        <translation>ein Wert wird erwartet</translation>
    </message>
    <message>
        <source>Expecting &apos;,&apos; delimiter</source>
        <translation>ein &apos;,&apos; wird erwartet</translation>
    </message>
    <message>
        <source>Expecting &apos;:&apos; delimiter</source>
        <translation>ein &apos;:&apos; wird erwartet</translation>
    </message>
    <message>
        <source>Expecting property name enclosed in double quotes</source>
        <translation>ein Feldname in doppelten Anführungszeichen wird erwartet</translation>
    </message>
    <message>
        <source>Unterminated string starting at</source>
        <translation>nicht abgeschlossener Text, der hier beginnt</translation>
    </message>
    <message>
        <source>Invalid control character at</source>
        <translation>ungültiges Steuerzeichen</translation>
    </message>
    <message>
        <source>Invalid \escape</source>
        <translation>ungültige Escape-Sequenz mit \</translation>
    </message>
    <message>
        <source>Invalid \uXXXX escape</source>
        <translation>ungültige \uXXXX-Escape-Sequenz</translation>
    </message>
    <message>
        <source>Extra data</source>
        <translation>weitere Daten nach dem Ende</translation>
    </message>
    <message>
        <source>Illegal trailing comma before end of object</source>
        <translation>unerlaubtes Komma vor dem Ende des Objekts</translation>
    </message>
    <message>
        <source>Illegal trailing comma before end of array</source>
        <translation>unerlaubtes Komma vor dem Ende der Liste</translation>
    </message>
    <message>
        <source>not UTF-8 text (byte {byte})</source>
        <translation>kein UTF-8-Text (Byte {byte})</translation>
    </message>
    <message>
        <source>not valid JSON at line {line}, column {column}: {message}{cut}</source>
        <translation>kein gültiges JSON in Zeile {line}, Spalte {column}: {message}{cut}</translation>
    </message>
    <message>
        <source>; it looks cut short</source>
        <translation>; sie scheint abgeschnitten</translation>
    </message>
    <message>
        <source>nested too deeply to read</source>
        <translation>zu tief verschachtelt zum Lesen</translation>
    </message>
    <message>
        <source>expected the {name!r} catalogue</source>
        <translation>erwartet: der Katalog {name!r}</translation>
    </message>
    <message>
        <source>provenance is missing</source>
        <translation>provenance fehlt</translation>
    </message>
    <message>
        <source>must be one of {stats} or null, found {stat!r}</source>
        <translation>muss eines von {stats} oder null sein, gefunden: {stat!r}</translation>
    </message>
    <message>
        <source>{found} contains &apos;=&apos;, which a recruit cannot name</source>
        <translation>{found} enthält &apos;=&apos;, das beim Rekrutieren nicht angegeben werden kann</translation>
    </message>
    <message>
        <source>no such section; sections are {sections}</source>
        <translation>kein solcher Abschnitt; die Abschnitte sind {sections}</translation>
    </message>
    <message>
        <source>no such entry to replace</source>
        <translation>kein solcher Eintrag zum Ersetzen</translation>
    </message>
    <message>
        <source>unknown catalogue; known: {known}</source>
        <translation>unbekannter Katalog; bekannt: {known}</translation>
    </message>
    <message>
        <source>the field {key!r} appears twice in one object</source>
        <translation>das Feld {key!r} kommt in einem Objekt zweimal vor</translation>
    </message>
    <message>
        <source>the key {key!r} appears twice in one object</source>
        <translation>der Schlüssel {key!r} kommt in einem Objekt zweimal vor</translation>
    </message>
    <message>
        <source>the {key_noun} {key!r} appears twice in one object</source>
        <translation>{key_noun} {key!r} kommt in einem Objekt zweimal vor</translation>
    </message>
    <message>
        <source>{name} is not a number JSON allows</source>
        <translation>{name} ist keine Zahl, die JSON erlaubt</translation>
    </message>
    <message>
        <source>(top level)</source>
        <translation>(oberste Ebene)</translation>
    </message>
    <message>
        <source>the text contains {surrogate}, which is not valid text</source>
        <translation>der Text enthält {surrogate}, das kein gültiger Text ist</translation>
    </message>
    <message>
        <source>the field name &quot;{shown}&quot; contains {surrogate}, which is not valid text</source>
        <translation>der Feldname &quot;{shown}&quot; enthält {surrogate}, das kein gültiger Text ist</translation>
    </message>
    <message>
        <source>{code}, a lone surrogate (half of a UTF-16 pair)</source>
        <translation>{code}, ein einzelnes Surrogat (die Hälfte eines UTF-16-Paars)</translation>
    </message>
    <message>
        <source>has {surrogate} at character {position}, which is not valid text</source>
        <translation>enthält an Stelle {position} {surrogate}, das kein gültiger Text ist</translation>
    </message>
    <message>
        <source>has the control character {code} at character {position}</source>
        <translation>enthält an Stelle {position} das Steuerzeichen {code}</translation>
    </message>
    <message>
        <source>has the bidirectional control {code} at character {position}, which changes how text displays</source>
        <translation>enthält an Stelle {position} das bidirektionale Steuerzeichen {code}, das die Anzeige des Textes verändert</translation>
    </message>
    <message>
        <source>has the invisible character {code} at character {position}</source>
        <translation>enthält an Stelle {position} das unsichtbare Zeichen {code}</translation>
    </message>
    <message>
        <source>has the zero-width joiner {code} at character {position} outside a word</source>
        <translation>enthält an Stelle {position} den Nullbreitenverbinder {code} außerhalb eines Wortes</translation>
    </message>
    <message>
        <source>Game {seq} for {clan}</source>
        <translation>Spiel {seq} von {clan}</translation>
    </message>
    <message>
        <source>the result of {clan} in game {seq}: {vp} VP, {kills} encounter kills</source>
        <translation>das Ergebnis von {clan} in Spiel {seq}: {vp} SiP, {kills} getötete Begegnungen</translation>
    </message>
    <message>
        <source>(its post-game sequence was not run yet)</source>
        <translation>(sein Nachspiel-Ablauf wurde noch nicht durchgeführt)</translation>
    </message>
    <message>
        <source>game {seq} itself (no other War Clan is left in it)</source>
        <translation>Spiel {seq} selbst (kein anderer Kriegsclan ist mehr darin)</translation>
    </message>
    <message>
        <source>Glory: {amount} ({note})</source>
        <translation>Ruhm: {amount} ({note})</translation>
    </message>
    <message>
        <source>injury of {name}: {result}, {severe} (rolled {roll})</source>
        <translation>Verletzung von {name}: {result}, {severe} (gewürfelt: {roll})</translation>
    </message>
    <message>
        <source>injury of {name}: {result} (rolled {roll})</source>
        <translation>Verletzung von {name}: {result} (gewürfelt: {roll})</translation>
    </message>
    <message>
        <source>recruit {name}</source>
        <translation>Rekrut {name}</translation>
    </message>
    <message>
        <source>improvement {delta} {stat} for {name}</source>
        <translation>Verbesserung {delta} {stat} für {name}</translation>
    </message>
    <message>
        <source>{item} bought for {name}</source>
        <translation>{item} gekauft für {name}</translation>
    </message>
    <message>
        <source>the loss of {name_s} {item} (given back)</source>
        <translation>der Verlust von {item} bei {name} (zurückgegeben)</translation>
    </message>
    <message>
        <source>God Power {power} of {name}</source>
        <translation>Götterkraft {power} von {name}</translation>
    </message>
    <message>
        <source>store {store}</source>
        <translation>Vorrat {store}</translation>
    </message>
    <message>
        <source>{dice} die recorded with the sequence</source>
        <translation>{dice} Würfel, mit dem Ablauf festgehalten</translation>
    </message>
    <message>
        <source>{dice} dice recorded with the sequence</source>
        <translation>{dice} Würfel, mit dem Ablauf festgehalten</translation>
    </message>
    <message>
        <source>{path} already exists</source>
        <translation>{path} existiert bereits</translation>
    </message>
    <message>
        <source>cannot write {target}: {reason}</source>
        <translation>{target} lässt sich nicht schreiben: {reason}</translation>
    </message>
    <message>
        <source>{target} is a folder, not a file</source>
        <translation>{target} ist ein Ordner, keine Datei</translation>
    </message>
    <message>
        <source>{target} is not a file</source>
        <translation>{target} ist keine Datei</translation>
    </message>
    <message>
        <source>is not a folder</source>
        <translation>ist kein Ordner</translation>
    </message>
    <message>
        <source>the folder does not exist</source>
        <translation>der Ordner existiert nicht</translation>
    </message>
    <message>
        <source>cannot write into {folder}: {what}</source>
        <translation>in {folder} lässt sich nicht schreiben: {what}</translation>
    </message>
    <message>
        <source>cannot create a temporary file in {folder}</source>
        <translation>in {folder} lässt sich keine temporäre Datei anlegen</translation>
    </message>
    <message>
        <source>No such file or directory</source>
        <translation>Datei oder Ordner nicht gefunden</translation>
    </message>
    <message>
        <source>Permission denied</source>
        <translation>Zugriff verweigert</translation>
    </message>
    <message>
        <source>Operation not permitted</source>
        <translation>Vorgang nicht erlaubt</translation>
    </message>
    <message>
        <source>No space left on device</source>
        <translation>Kein Platz mehr auf dem Gerät</translation>
    </message>
    <message>
        <source>Read-only file system</source>
        <translation>Schreibgeschütztes Dateisystem</translation>
    </message>
    <message>
        <source>Disk quota exceeded</source>
        <translation>Speicherkontingent überschritten</translation>
    </message>
    <message>
        <source>Disc quota exceeded</source>
        <translation>Speicherkontingent überschritten</translation>
    </message>
    <message>
        <source>Input/output error</source>
        <translation>Ein-/Ausgabefehler</translation>
    </message>
    <message>
        <source>File exists</source>
        <translation>Datei existiert bereits</translation>
    </message>
    <message>
        <source>Is a directory</source>
        <translation>Ist ein Ordner</translation>
    </message>
    <message>
        <source>Not a directory</source>
        <translation>Ist kein Ordner</translation>
    </message>
    <message>
        <source>File name too long</source>
        <translation>Dateiname zu lang</translation>
    </message>
    <message>
        <source>File too large</source>
        <translation>Datei zu groß</translation>
    </message>
    <message>
        <source>Device or resource busy</source>
        <translation>Gerät oder Ressource belegt</translation>
    </message>
    <message>
        <source>Resource busy</source>
        <translation>Ressource belegt</translation>
    </message>
    <message>
        <source>Too many open files</source>
        <translation>Zu viele offene Dateien</translation>
    </message>
    <message>
        <source>Invalid argument</source>
        <translation>Ungültiges Argument</translation>
    </message>
    <message>
        <source>Access is denied</source>
        <translation>Zugriff verweigert</translation>
    </message>
    <message>
        <source>The system cannot find the file specified</source>
        <translation>Die angegebene Datei wurde nicht gefunden</translation>
    </message>
    <message>
        <source>The system cannot find the path specified</source>
        <translation>Der angegebene Pfad wurde nicht gefunden</translation>
    </message>
    <message>
        <source>There is not enough space on the disk</source>
        <translation>Auf dem Datenträger ist nicht genug Platz</translation>
    </message>
    <message>
        <source>The process cannot access the file because it is being used by another process</source>
        <translation>Die Datei wird von einem anderen Prozess verwendet</translation>
    </message>
    <message>
        <source>cannot lay out the roster: one piece of it is taller than a whole page; shorten the longest text it prints (a note, a rules text or a name) and try again</source>
        <translation>der Aufstellungsbogen lässt sich nicht setzen: ein Teil davon ist höher als eine ganze Seite; kürze den längsten Text darauf (eine Notiz, einen Regeltext oder einen Namen) und versuche es erneut</translation>
    </message>
    <message>
        <source>{target} is a folder; give a file name such as roster.pdf</source>
        <translation>{target} ist ein Ordner; gib einen Dateinamen an, etwa roster.pdf</translation>
    </message>
    <message>
        <source>start</source>
        <translation>Start</translation>
    </message>
    <message>
        <source>game {seq}</source>
        <translation>Spiel {seq}</translation>
    </message>
    <message>
        <source>cannot read {path}: {exc}</source>
        <translation>{path} lässt sich nicht lesen: {exc}</translation>
    </message>
</context>
</TS>
