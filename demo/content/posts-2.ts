import type { BlogPost } from './posts.ts';

export const postsPartTwo: BlogPost[] = [
  {
    slug: 'rostschutz-hohlraumversiegelung-unterbodenschutz',
    title: 'Rost erkennen und stoppen: Hohlraumversiegelung und Unterbodenschutz',
    date: '2024-11-26',
    category: 'Ratgeber',
    excerpt:
      'Rost beginnt meist dort, wo man nicht hinsieht: in Schwellern, Radläufen und Türfalzen. Wir zeigen, wie Sie ihn früh erkennen und mit Hohlraumversiegelung und Unterbodenschutz bremsen.',
    body: [
      'Streusalz, Feuchtigkeit und kleine Lackschäden sind die ideale Mischung für Korrosion. Besonders gefährdet sind Bereiche, in denen sich Schmutz und Wasser sammeln: Radläufe, Schweller, die Unterkanten von Türen und Heckklappe, die Wagenheberaufnahmen und der Kofferraumboden unter der Reserveradmulde. Wer hier zweimal im Jahr genau hinschaut, erkennt Rost, solange er noch oberflächlich ist und sich mit überschaubarem Aufwand behandeln lässt.',
      'Typische Warnzeichen sind kleine Bläschen unter dem Lack, bräunliche Verfärbungen an Falzen und Kanten sowie abplatzender Unterbodenschutz. Blasen bedeuten fast immer, dass der Rost bereits unter der Lackschicht wandert – was man sieht, ist nur die Spitze. Flugrost auf Bremsscheiben oder Auspuff ist dagegen harmlos. Kritisch wird es, wenn tragende Teile wie Schweller oder Längsträger angegriffen sind: Dann ist die Verkehrssicherheit betroffen, und bei der Hauptuntersuchung gibt es keine Plakette.',
      'Bei einer Hohlraumversiegelung sprühen wir ein kriechfähiges Wachs mit Sonden und Rundstrahldüsen durch vorhandene Öffnungen in Schweller, Türen, Holme und Träger. Das Wachs verdrängt Feuchtigkeit, legt sich als geschlossener Film auf das Blech und bleibt elastisch. Vorher wird das Fahrzeug gründlich gereinigt und getrocknet, denn eingeschlossene Nässe würde den Effekt zunichtemachen. Wichtig: Die Wasserablauflöcher bleiben frei, damit eindringendes Wasser weiterhin abfließen kann.',
      'Der Unterbodenschutz bewahrt die Bodengruppe vor Steinschlag und Salzwasser. Alte, spröde Beschichtungen entfernen wir, weil sich darunter oft unbemerkt Rost bildet. Angerostete Stellen werden blank geschliffen, grundiert und anschließend mit einem wachs- oder kautschukbasierten Material neu beschichtet. Je nach Fahrzeug und Zustand rechnen Sie für eine Hohlraumversiegelung mit etwa 300 bis 700 Euro, für einen kompletten Unterbodenschutz mit 400 bis 900 Euro. Wegen der Trocknungszeit bleibt das Auto meist ein bis zwei Tage bei uns.',
      'Der beste Zeitpunkt ist der Spätsommer oder frühe Herbst: Das Fahrzeug ist trocken, und die Schutzschicht kann vor dem ersten Salzeinsatz vollständig aushärten. Bei Neuwagen lohnt sich eine Nachbehandlung nach einigen Jahren, bei älteren Fahrzeugen und Oldtimern eine regelmäßige Kontrolle. Sie sind unsicher, wie es um Ihr Auto steht? Bringen Sie es vorbei – wir nehmen es auf die Hebebühne, zeigen Ihnen die kritischen Stellen und sagen ehrlich, was nötig ist und was noch warten kann.',
    ],
    motif: 'wheel',
    hue: 22,
    imageAlt: 'Illustration eines Rades im Radlauf mit angedeuteten Rostspuren an der Schwellerkante',
  },
  {
    slug: 'leasingrueckgabe-schaeden-vorher-pruefen',
    title: 'Leasingrückgabe ohne böse Überraschung: Schäden vorher prüfen lassen',
    date: '2024-06-18',
    category: 'Ratgeber',
    excerpt:
      'Bei der Rückgabe eines Leasingfahrzeugs werden kleine Kratzer und Dellen schnell teuer. Ein Vorab-Check in der Fachwerkstatt zeigt, welche Schäden sich günstig beheben lassen – und welche nicht.',
    body: [
      'Am Ende eines Leasingvertrags wird das Fahrzeug von einem Gutachter begutachtet. Dieser unterscheidet zwischen normalen Gebrauchsspuren und Schäden, die über den vertragsgemäßen Verschleiß hinausgehen. Für Letztere stellt die Leasinggesellschaft einen Minderwert in Rechnung – und der fällt häufig deutlich höher aus als die Kosten einer fachgerechten Reparatur. Wer rechtzeitig vor dem Rückgabetermin handelt, kann deshalb viel Geld sparen.',
      'Als normale Abnutzung gelten in der Regel feine Waschkratzer, einzelne kleine Steinschläge auf der Motorhaube oder leichte Gebrauchsspuren im Innenraum. Kritisch sind dagegen Kratzer, die durch den Klarlack bis in die Farbschicht reichen, Dellen mit oder ohne Lackschaden, Bordsteinschäden an den Felgen, Risse in Stoßfängern und Steinschläge in der Windschutzscheibe im Sichtfeld des Fahrers. Auch Brandlöcher oder Flecken in den Sitzen werden fast immer berechnet.',
      'Wir empfehlen, das Fahrzeug vier bis sechs Wochen vor der Rückgabe zu einem Vorab-Check zu bringen. Wir sehen uns das Auto bei gutem Licht von allen Seiten an, messen bei Bedarf die Lackschichtdicke und dokumentieren jeden Befund mit Fotos. Danach erhalten Sie eine Aufstellung, welche Mängel der Gutachter voraussichtlich beanstanden wird und was deren Beseitigung bei uns kostet. So können Sie in Ruhe vergleichen, ob sich die Reparatur für Sie lohnt.',
      'Viele typische Leasingschäden lassen sich mit Smart-Repair-Verfahren beheben, ohne ganze Bauteile zu lackieren. Eine Parkdelle ohne Lackschaden drücken wir oft für 80 bis 200 Euro heraus, ein begrenzter Lackkratzer an Stoßfänger oder Tür kostet meist zwischen 150 und 350 Euro, eine aufbereitete Felge rund 100 bis 180 Euro. Wichtig ist, dass die Reparatur fachgerecht und unauffällig ausgeführt wird: Eine sichtbare Ausbesserung bemängelt der Gutachter ebenfalls.',
      'Nicht jede Reparatur rechnet sich. Manchmal liegt der angesetzte Minderwert unter den Reparaturkosten – dann raten wir Ihnen auch ehrlich davon ab. Prüfen Sie außerdem Ihren Vertrag: Einige Leasinggeber akzeptieren nur Reparaturen nach bestimmten Vorgaben oder verlangen Nachweise. Bewahren Sie unsere Rechnung und die Fotos auf und bringen Sie das Fahrzeug sauber und aufgeräumt zur Rückgabe. Ein gepflegter Gesamteindruck macht beim Rückgabeprotokoll mehr aus, als viele denken.',
    ],
    motif: 'car',
    hue: 205,
    imageAlt:
      'Illustration eines Autos in Seitenansicht, an dem einzelne Schadstellen für eine Rückgabeprüfung markiert sind',
  },
  {
    slug: 'oldtimer-restaurierung-blech-lackierung',
    title: 'Oldtimer-Restaurierung: Blech, Lackierung und viel Geduld',
    date: '2024-08-22',
    category: 'Lackierung',
    excerpt:
      'Eine Oldtimer-Restaurierung ist kein Projekt für ein Wochenende. Wir erklären, wie wir von der Bestandsaufnahme über die Blecharbeiten bis zur Lackierung vorgehen und womit Sie rechnen sollten.',
    body: [
      'Wenn ein Klassiker zu uns in die Werkstatt rollt, beginnt alles mit einer gründlichen Bestandsaufnahme. Wir fotografieren das Fahrzeug von allen Seiten, prüfen Schweller, Bodenbleche, Radhäuser und Rahmen auf Korrosion und besprechen mit Ihnen das Ziel: Soll der Wagen originalgetreu für das H-Kennzeichen aufgebaut werden, geht es um einen soliden Alltagsklassiker, oder soll es eine Restaurierung auf Ausstellungsniveau werden? Davon hängen Aufwand, Dauer und Kosten entscheidend ab.',
      'Für die eigentlichen Arbeiten muss die Karosserie meist bis aufs blanke Blech entlackt werden. Je nach Material und Zustand setzen wir auf schonendes Strahlen mit feinem Strahlgut oder lassen die Karosserie chemisch im Tauchbad entlacken. Erst dann zeigt sich, wie viel Substanz tatsächlich vorhanden ist. Nicht selten verbergen sich unter dicken Spachtelschichten früherer Reparaturen großflächige Durchrostungen, die auf den ersten Blick niemand vermutet hätte.',
      'Verrottete Bleche ersetzen wir durch Reparaturbleche oder fertigen passende Teile selbst an, wenn es nichts mehr zu kaufen gibt. Geschweißt wird mit Schutzgas in kurzen Punkten, damit sich das dünne Blech nicht verzieht. Unebenheiten gleichen wir dort, wo es die Originalität verlangt, traditionell mit Karosseriezinn statt mit Spachtel aus. Anschließend wird alles mit einer Epoxid-Grundierung gegen Rost geschützt, und die Hohlräume werden sorgfältig versiegelt.',
      'Die Lackierung ist der Teil, den später jeder sieht. Den Originalfarbton ermitteln wir anhand des Farbcodes, alter Unterlagen oder einer geschützten Originalstelle, etwa hinter einer Verkleidung, und mischen ihn bei Bedarf individuell nach. Viele Klassiker waren ursprünglich mit Unilack ohne Klarlack lackiert; auf Wunsch bleiben wir bei diesem Aufbau. Nach Füller, mehreren Schleifgängen und Decklack wird die Oberfläche feingeschliffen und poliert, bis Glanz und Verlauf stimmen.',
      'Eine Vollrestaurierung dauert oft sechs bis zwölf Monate, manchmal länger, weil Ersatzteile gesucht oder nachgefertigt werden müssen. Die Kosten reichen je nach Zustand und Anspruch von einigen tausend Euro für eine Teilrestaurierung bis weit über 30.000 Euro für einen kompletten Neuaufbau. Wir arbeiten deshalb gern in Etappen mit klaren Zwischenständen und Fotodokumentation. So behalten Sie Budget und Fortschritt im Blick – und am Ende haben Sie einen lückenlosen Nachweis für Gutachten und Wertermittlung.',
    ],
    motif: 'spray',
    hue: 350,
    imageAlt:
      'Illustration einer Lackierpistole, die einen feinen Sprühnebel auf eine geschwungene Oldtimer-Karosserie richtet',
  },
  {
    slug: 'karosseriereparatur-elektroauto-hochvolt',
    title: 'Karosseriereparatur am Elektroauto: Was anders ist',
    date: '2025-02-11',
    category: 'Unfallinstandsetzung',
    excerpt:
      'Ein Blechschaden am Elektroauto sieht aus wie jeder andere, doch die Reparatur folgt eigenen Regeln: Hochvoltsicherheit, Lacktrocknung, Gewicht und die Kalibrierung der Assistenzsysteme.',
    body: [
      'Von außen unterscheidet sich eine eingedrückte Tür am Elektroauto kaum von der eines Verbrenners. Unter dem Blech sieht es anders aus: Hochvoltleitungen mit mehreren hundert Volt, eine schwere Batterie im Fahrzeugboden und oft ein Mix aus Aluminium und höchstfesten Stählen. Wer hier arbeitet, braucht eine Hochvoltqualifikation, die passende Ausrüstung und die Reparaturanleitungen des Herstellers. Unsere Mitarbeiter sind entsprechend geschult, und für Elektrofahrzeuge halten wir einen gesonderten Arbeitsplatz vor.',
      'Bevor wir an einem Unfallfahrzeug arbeiten, prüfen wir, ob das Hochvoltsystem beschädigt sein könnte. Hat der Unfall Airbags ausgelöst oder den Unterboden getroffen, schalten qualifizierte Mitarbeiter das System nach Herstellervorgabe spannungsfrei und sichern es gegen Wiedereinschalten. Fahrzeuge mit möglicher Batterieschädigung stellen wir zunächst auf einem separaten Abstellplatz mit Abstand zu anderen Autos ab und beobachten sie, denn eine beschädigte Zelle kann sich auch zeitverzögert erhitzen.',
      'Auch in der Lackierkabine gelten andere Regeln. Üblicherweise wird Lack bei etwa 60 Grad getrocknet. Viele Hersteller begrenzen jedoch die Temperatur, der die Hochvoltbatterie ausgesetzt werden darf, oder schreiben eine Trocknung mit Infrarotstrahlern nur an der reparierten Stelle vor. Wir halten uns an diese Vorgaben und verwenden bei Bedarf Lacksysteme, die bei niedrigeren Temperaturen aushärten. Beim Anheben auf die Bühne achten wir zudem auf die vorgeschriebenen Aufnahmepunkte, damit das Batteriegehäuse unbeschädigt bleibt.',
      'Bei der Karosserie setzen viele Elektroautos auf Leichtbau. Aluminiumteile bearbeiten wir in einem getrennten Bereich mit eigenem Werkzeug, damit keine Stahlpartikel Kontaktkorrosion verursachen. Statt zu schweißen, werden Strukturteile oft geklebt und genietet, exakt nach den Vorgaben des Herstellers. Da Elektroautos meist umfangreich mit Kameras und Radarsensoren ausgestattet sind, gehört eine Kalibrierung der Fahrerassistenzsysteme nach vielen Reparaturen fest dazu.',
      'Für Sie als Kunden bedeutet das: Die Reparatur kann etwas länger dauern und teurer sein als bei einem vergleichbaren Verbrenner, etwa durch Diagnose, Freischaltung und Batterieprüfung. Diese Positionen sind aber Teil des Schadens und werden von der Versicherung in der Regel übernommen. Fahren Sie nach einem Unfall nicht weiter, wenn eine Warnmeldung im Display erscheint, es ungewöhnlich riecht oder raucht – rufen Sie dann lieber den Abschleppdienst und geben Sie uns vorab Bescheid.',
    ],
    motif: 'workshop',
    hue: 140,
    imageAlt:
      'Illustration einer Werkstatthalle mit einem Elektroauto auf der Hebebühne und einem Warnsymbol für Hochspannung',
  },
  {
    slug: 'parkdelle-ausbeulen-ohne-lackieren',
    title: 'Kleine Delle vom Parkplatz: Ausbeulen ohne Lackieren',
    date: '2024-05-07',
    category: 'Dellen & Hagel',
    excerpt:
      'Eine Delle in der Tür, aber der Lack ist heil? Dann lässt sich der Schaden oft in ein bis zwei Stunden ausbeulen, ganz ohne Spachtel und Lackierung. So funktioniert das Verfahren.',
    body: [
      'Eine unachtsam aufgerissene Nachbartür, ein Einkaufswagen, der vom Wind erfasst wird: Parkplatzdellen gehören zu den häufigsten Schäden, die wir sehen. Die gute Nachricht: Ist der Lack unbeschädigt, muss meist weder gespachtelt noch lackiert werden. Beim lackschadenfreien Ausbeulen wird das Blech so lange behutsam zurückgeformt, bis die Delle verschwunden ist. Der Originallack bleibt erhalten, und damit auch der Wert des Fahrzeugs.',
      'Unsere Techniker arbeiten dazu mit speziellen Drückhebeln, die sie durch vorhandene Öffnungen hinter das Blech führen, etwa nach dem Abnehmen der Türverkleidung oder durch die Rückleuchtenöffnung. Mit vielen kleinen, gezielten Druckpunkten wird die Delle von innen herausmassiert. Eine Reflexionslampe mit Streifenmuster zeigt dabei jede noch so kleine Unebenheit auf der Oberfläche. Ist die Rückseite nicht erreichbar, kleben wir Zuglaschen auf und ziehen das Blech von außen heraus.',
      'Nicht jede Delle eignet sich für diese Methode. Gut geht es bei runden, flachen Dellen auf glatten Flächen wie Türen, Kotflügeln oder Dach. Schwieriger wird es bei scharfen Knicken, Dellen direkt auf Kanten oder Sicken und bei stark gedehntem Blech. Hat der Lack Risse oder Abplatzer, kommen wir um eine Lackierung meist nicht herum. Ob sich Ihre Delle ausbeulen lässt, sehen wir in wenigen Minuten – die Einschätzung ist bei uns kostenlos.',
      'Eine einzelne Parkdelle ist in der Regel in ein bis zwei Stunden erledigt, Sie können also oft direkt warten oder das Auto nach der Mittagspause wieder abholen. Je nach Größe und Zugänglichkeit kostet eine Delle zwischen etwa 80 und 250 Euro. Zum Vergleich: Eine klassische Reparatur mit Spachteln und Lackieren der Tür liegt schnell bei 500 Euro und mehr, und das Auto steht dafür zwei bis drei Tage in der Werkstatt.',
      'Kennen Sie den Verursacher, zahlt dessen Haftpflichtversicherung die Reparatur. Bei einer Delle von unbekannter Hand greift nur die Vollkasko – und wegen Selbstbeteiligung und Rückstufung lohnt sich die Meldung bei solch kleinen Beträgen meist nicht. Warten Sie mit der Reparatur trotzdem nicht zu lange: An der gedehnten Stelle steht der Lack unter Spannung, und ein weiterer Stoß oder Steinschlag genügt, damit er einreißt. Dann ist lackschadenfreies Ausbeulen keine Option mehr.',
    ],
    motif: 'dent',
    hue: 48,
    imageAlt:
      'Illustration einer Autotür mit einer kleinen runden Delle, auf die sich die Streifen einer Reflexionslampe spiegeln',
  },
  {
    slug: 'kratzer-im-lack-selbst-beheben-oder-werkstatt',
    title: 'Kratzer im Lack: Was Sie selbst tun können – und wann der Profi ran sollte',
    date: '2025-07-15',
    category: 'Smart Repair',
    excerpt:
      'Nicht jeder Kratzer braucht gleich eine Lackierung. Mit dem Fingernagel-Test finden Sie heraus, wie tief er geht, was Sie selbst polieren können und wann Sie besser zu uns kommen.',
    body: [
      'Um einzuschätzen, was bei einem Kratzer hilft, lohnt ein Blick auf den Lackaufbau. Auf dem Blech liegen eine Korrosionsschutzschicht, der Füller, der eigentliche Farblack und obenauf der transparente Klarlack. Zusammen ist das meist nur etwa 100 bis 150 Tausendstel Millimeter dick, also ungefähr so stark wie ein Blatt Papier. Der Klarlack macht davon nur einen Teil aus – entsprechend wenig Material steht zum Polieren zur Verfügung.',
      'Für eine erste Einschätzung gibt es den Fingernagel-Test: Fahren Sie mit dem Nagel quer über den Kratzer. Bleibt er nicht hängen, sitzt der Kratzer sehr wahrscheinlich nur im Klarlack. Solche feinen Kratzer, etwa von Sträuchern oder unsachgemäßem Waschen, können Sie mit einer feinen Politur, einem weichen Mikrofasertuch und etwas Geduld oft selbst deutlich abmildern. Arbeiten Sie im Schatten auf kühlem Lack und mit wenig Druck, und versiegeln Sie die Stelle anschließend.',
      'Finger weg von Haushaltsmitteln wie Zahnpasta, Scheuermilch oder grobem Schleifpapier. Sie hinterlassen matte Flecken und tragen mehr Klarlack ab als nötig. Auch die Poliermaschine ist für Laien heikel: An Kanten und Sicken ist der Lack schnell durchpoliert, und dann muss lackiert werden. Für kleine Steinschläge, die bis auf die Grundierung reichen, eignet sich ein Lackstift im Originalfarbton. Tupfen Sie die Farbe sparsam in die Vertiefung, statt großflächig darüberzustreichen.',
      'Bleibt der Fingernagel hängen oder sehen Sie einen weißen, grauen oder metallischen Grund, ist der Kratzer durch den Farblack gegangen. Dann hilft Polieren nicht mehr. Liegt blankes Blech frei, sollten Sie nicht lange warten, denn Feuchtigkeit und Streusalz lassen dort rasch Rost entstehen, der sich unter dem intakten Lack weiter ausbreitet. Spätestens jetzt ist eine Reparatur in der Fachwerkstatt sinnvoll, bevor aus einem kleinen Kratzer ein großer Schaden wird.',
      'Bei begrenzten Schäden lackieren wir nicht das ganze Bauteil, sondern arbeiten mit Smart Repair: Die Stelle wird geschliffen, gefüllt, im exakt gemischten Farbton lackiert und der Klarlack in die angrenzende Fläche eingeblendet. Das dauert meist nur einen Tag und kostet je nach Größe und Lage etwa 150 bis 350 Euro. Lange Kratzer über mehrere Teile oder Schäden an Kanten erfordern dagegen eine klassische Lackierung. Schicken Sie uns am besten vorab ein Foto – wir sagen Ihnen dann, welche Lösung passt.',
    ],
    motif: 'door',
    hue: 265,
    imageAlt:
      'Illustration einer Fahrzeugtür mit einem feinen waagerechten Kratzer im Lack und einer Lupe, die die Kratzertiefe zeigt',
  },
  {
    slug: 'fruehjahrsputz-auto-streusalz-flugrost',
    title: 'Frühjahrsputz fürs Auto: Streusalz, Flugrost und die richtige Pflege',
    date: '2024-03-19',
    category: 'Fahrzeugpflege',
    excerpt:
      'Nach dem Winter haften Streusalz, Bremsstaub und Flugrost auf Lack und Unterboden. Mit unserem Frühjahrsplan wird Ihr Auto wieder sauber und ist für die warme Jahreszeit gut geschützt.',
    body: [
      'Der Winter hinterlässt Spuren, die man nicht auf den ersten Blick sieht. Streusalz und Sole setzen sich in Radhäusern, an Falzen und am Unterboden fest und arbeiten dort weiter, solange Feuchtigkeit im Spiel ist. Der erste Schritt im Frühjahr ist deshalb eine gründliche Wäsche mit Unterbodenreinigung, am besten an einem milden Tag ohne Nachtfrost. Ein Hochdruckreiniger hilft in den Radkästen, sollte aber mit Abstand zu Dichtungen, Sensoren und Aufklebern geführt werden.',
      'Fühlt sich der Lack nach der Wäsche rau an oder sehen Sie winzige orangefarbene Punkte, vor allem auf hellen Fahrzeugen, handelt es sich meist um Flugrost. Das sind feine Metallpartikel, etwa aus Bremsabrieb oder von Bahnstrecken, die sich in den Klarlack eingebrannt haben. Ein spezieller Flugrostentferner löst sie chemisch; bei der Reaktion verfärbt er sich oft violett. Was danach noch haftet, lässt sich mit Reinigungsknete und reichlich Gleitmittel vorsichtig abnehmen.',
      'Auf den frisch gereinigten Lack gehört ein Schutz. Ein Hartwachs oder eine Lackversiegelung lässt Wasser abperlen, erleichtert die nächsten Wäschen und schützt vor Vogelkot, Baumharz und Insekten, die im Frühjahr und Sommer zur Belastung werden. Vergessen Sie die Felgen nicht: Eingebrannter Bremsstaub greift die Oberfläche an und lässt sich mit einem säurefreien Felgenreiniger und einer weichen Bürste entfernen, ohne die Beschichtung anzugreifen.',
      'Im Innenraum zeigen sich nach dem Winter oft weiße Salzränder auf Fußmatten und Teppich. Lauwarmes Wasser mit einem Schuss Essig oder ein Textilreiniger löst sie; danach gut trocknen lassen, damit sich kein muffiger Geruch bildet. Nutzen Sie die Gelegenheit, die Wischerblätter zu prüfen, die Scheiben innen zu reinigen und auf Sommerreifen zu wechseln. Wer sich an die bekannte Faustregel „von O bis O“ hält, wechselt um Ostern und ist meist auf der sicheren Seite.',
      'Zum Schluss ein prüfender Rundgang: Steinschläge auf der Motorhaube, Kratzer an den Schwellern oder Blasen an den Radläufen sind nach dem Winter besonders häufig. Kleine Schäden lassen sich jetzt noch günstig beheben, bevor Rost daraus wird. Beachten Sie außerdem, dass das Autowaschen auf der Straße oder in der Einfahrt in vielen Gemeinden nicht erlaubt ist; eine Waschanlage oder ein Waschplatz mit Ölabscheider ist die umweltfreundliche Wahl. Auf Wunsch übernehmen wir die Frühjahrsaufbereitung komplett.',
    ],
    motif: 'polish',
    hue: 95,
    imageAlt:
      'Illustration einer Poliermaschine auf einer glänzenden Motorhaube, umgeben von Wassertropfen und kleinen Blüten',
  },
  {
    slug: 'fahrerassistenzsysteme-kalibrieren-kamera-radar',
    title: 'Fahrerassistenzsysteme nach der Reparatur richtig kalibrieren',
    date: '2025-04-08',
    category: 'Unfallinstandsetzung',
    excerpt:
      'Kamera und Radar sind die Augen von Notbremsassistent und Spurhalter. Schon kleinste Abweichungen nach einer Reparatur können die Systeme täuschen – deshalb gehört die Kalibrierung dazu.',
    body: [
      'Moderne Autos beobachten ihre Umgebung mit einer ganzen Reihe von Sensoren: eine Frontkamera hinter der Windschutzscheibe, Radarsensoren hinter Stoßfänger oder Kühlergrill, Ultraschallsensoren für die Einparkhilfe und bei vielen Modellen Kameras für die Rundumsicht. Daraus speisen sich Notbremsassistent, Abstandstempomat, Spurhalteassistent und Totwinkelwarner. Damit diese Systeme zuverlässig arbeiten, muss jeder Sensor genau wissen, in welche Richtung er schaut.',
      'Genau das kann sich durch einen Unfall oder eine Reparatur ändern. Schon ein um ein Grad verdrehter Radarsensor zielt in 100 Metern Entfernung fast zwei Meter neben die eigentliche Fahrspur. Eine Kalibrierung ist deshalb nötig, wenn die Windschutzscheibe getauscht, ein Stoßfänger mit Sensor ab- und wieder angebaut, eine Halterung ersetzt oder die Achsgeometrie verändert wurde. Auch eine Tieferlegung oder andere Reifengrößen können eine Neueinstellung erforderlich machen.',
      'Bei der statischen Kalibrierung steht das Fahrzeug auf einer ebenen Fläche in unserer Werkstatt. Vor dem Auto positionieren wir nach Herstellervorgabe Kalibriertafeln oder einen Radarreflektor, exakt ausgerichtet zur Fahrzeuglängsachse. Über das Diagnosegerät lernt das Steuergerät die neue Position des Sensors. Manche Hersteller schreiben zusätzlich oder ausschließlich eine dynamische Kalibrierung vor: Dann fahren wir mit angeschlossenem Diagnosegerät eine festgelegte Strecke, bis sich das System eingemessen hat.',
      'Eine Kalibrierung dauert je nach Fahrzeug und Anzahl der Systeme etwa eine bis drei Stunden und kostet meist zwischen 150 und 500 Euro. Vorher prüfen wir Reifendruck und Beladung und häufig auch die Achsvermessung, denn alle Werte beziehen sich auf die Fahrachse des Autos. Nach erfolgreichem Abschluss erhalten Sie ein Protokoll, das die Kalibrierung dokumentiert – wichtig für Ihre Unterlagen und für den Fall, dass die Versicherung später Fragen stellt.',
      'Bei einem Haftpflicht- oder Kaskoschaden ist die Kalibrierung Teil der fachgerechten Reparatur und wird von der Versicherung übernommen. Bei der Lackierung von Stoßfängern achten wir zudem darauf, dass im Bereich des Radarsensors die vom Hersteller erlaubte Lackschichtdicke nicht überschritten wird, denn zu viel Lack kann die Radarstrahlen dämpfen. Zeigt Ihr Auto nach einer Reparatur Warnmeldungen oder bremst es scheinbar grundlos, sprechen Sie uns bitte sofort an.',
    ],
    motif: 'glass',
    hue: 190,
    imageAlt: 'Illustration einer Windschutzscheibe mit Frontkamera vor einer Kalibriertafel mit Schachbrettmuster',
  },
  {
    slug: 'dauer-unfallreparatur-hinter-den-kulissen',
    title: 'Wie lange dauert die Reparatur nach einem Schaden? Ein Blick hinter die Kulissen',
    date: '2025-10-21',
    category: 'Werkstatt',
    excerpt:
      'Warum steht ein Auto nach einem Unfall mal drei Tage und mal drei Wochen in der Werkstatt? Wir zeigen Schritt für Schritt, was zwischen Schadenmeldung und Abholung bei uns passiert.',
    body: [
      'Die häufigste Frage nach einem Unfall lautet: Wann habe ich mein Auto zurück? Die ehrliche Antwort hängt von mehreren Faktoren ab – vom Umfang des Schadens, von der Versicherung und nicht zuletzt von der Verfügbarkeit der Ersatzteile. Ein kleiner Parkschaden ist oft in zwei bis vier Arbeitstagen erledigt, ein mittlerer Frontschaden in ein bis zwei Wochen. Bei Schäden an der tragenden Struktur kann es drei Wochen und länger dauern.',
      'Am Anfang steht die Schadenaufnahme. Bei kleineren Schäden erstellen wir einen Kostenvoranschlag, bei größeren beauftragen Sie oder die Versicherung einen Gutachter, der in der Regel innerhalb von ein bis drei Tagen vorbeikommt. Erst mit der Freigabe der Reparatur bestellen wir die Teile. Gängige Teile sind häufig schon am nächsten Tag da, Scheinwerfer, Sonderausstattungen oder Teile für seltene Modelle können dagegen mehrere Wochen Lieferzeit haben.',
      'In der Karosserieabteilung wird das Fahrzeug zerlegt, die Struktur bei Bedarf auf der Richtbank vermessen und instand gesetzt. Beschädigte Teile werden ausgetauscht oder ausgebeult. Danach folgt die Lackvorbereitung: Schleifen, Füllern, Abkleben. Den Farbton messen wir mit einem Spektralfotometer und mischen ihn exakt an. In der Lackierkabine werden Basislack und Klarlack aufgetragen und bei erhöhter Temperatur getrocknet. Allein die Lackierung eines Bauteils beansprucht mit allen Vor- und Nacharbeiten rund einen Arbeitstag.',
      'Dann wird das Auto wieder zusammengebaut. Anbauteile, Leuchten und Sensoren kommen an ihren Platz, Fehlerspeicher werden ausgelesen und Fahrerassistenzsysteme bei Bedarf kalibriert. Zum Abschluss prüft ein Mitarbeiter, der nicht an der Reparatur beteiligt war, Spaltmaße, Farbton und alle Funktionen bei Tageslicht und unter der Lichtbrücke. Eine Innen- und Außenreinigung gehört bei uns selbstverständlich dazu, bevor wir Sie zur Abholung anrufen.',
      'Während der Reparatur müssen Sie nicht auf Mobilität verzichten. Ist ein anderer schuld am Unfall, stehen Ihnen für die Reparaturdauer ein Mietwagen oder eine Nutzungsausfallentschädigung zu. Wir stellen Ihnen auf Wunsch einen Ersatzwagen und kümmern uns um die Abwicklung mit der Versicherung. Über den Stand der Arbeiten halten wir Sie auf dem Laufenden, gern auch mit Fotos. Verzögert sich ein Teil, erfahren Sie das von uns, bevor Sie nachfragen müssen.',
    ],
    motif: 'workshop',
    hue: 30,
    imageAlt:
      'Illustration einer Werkstatt mit einem teilweise zerlegten Unfallwagen, Richtbank und Lackierkabine im Hintergrund',
  },
  {
    slug: 'mattlack-folierung-pflege-reparatur',
    title: 'Mattlack und Folierung: So gelingen Pflege und Reparatur',
    date: '2025-12-09',
    category: 'Fahrzeugpflege',
    excerpt:
      'Matte Oberflächen und Folierungen sehen edel aus, verzeihen aber keine falsche Pflege. Wir erklären, worauf es beim Waschen ankommt und warum Reparaturen hier anders laufen als bei Glanzlack.',
    body: [
      'Matt wirkt ein Lack, weil seine Oberfläche mikroskopisch rau ist und das Licht in alle Richtungen streut, statt es wie ein Spiegel zurückzuwerfen. Genau diese Struktur ist empfindlich. Jede Politur, jedes Wachs und jede kräftige Reibung glättet die Oberfläche ein Stück und hinterlässt glänzende Stellen, die sich nicht mehr rückgängig machen lassen. Das gilt für echten Mattlack ebenso wie für matte Folien.',
      'Waschen Sie matte Fahrzeuge am besten von Hand mit einem speziellen Shampoo für matte Oberflächen ohne Wachs- oder Glanzzusätze und mit einem weichen Waschhandschuh. Eine Waschanlage mit Bürsten ist tabu, Programme mit Heißwachs oder Glanztrocknung ebenfalls. Vogelkot, Insekten und Baumharz sollten Sie so schnell wie möglich mit viel Wasser einweichen und abtupfen, nicht reiben. Zum Schutz gibt es Versiegelungen, die speziell für matte Oberflächen entwickelt wurden und den Effekt erhalten.',
      'Bei Kratzern oder Lackschäden ist Mattlack anspruchsvoll. Polieren scheidet aus, und auch ein Smart Repair mit Einblenden in die Nachbarfläche funktioniert nicht, weil jeder Übergang sichtbar wäre. In der Regel lackieren wir das betroffene Bauteil deshalb komplett, mit exakt abgestimmtem Mattierungsgrad. Ist ein anderer schuld am Unfall, muss dessen Haftpflicht auch diesen Mehraufwand tragen. Bei nachträglichen Lackierungen oder Folierungen lohnt ein Blick in die Kaskobedingungen, da sie nicht immer mitversichert sind.',
      'Bei einer Folierung ist die Reparatur oft einfacher: Beschädigte Folie lässt sich meist für ein einzelnes Bauteil erneuern. Liegt darunter allerdings eine Delle oder ein Lackschaden, muss die Folie zuerst herunter, dann wird repariert und lackiert. Auf frisch lackierte Teile darf neue Folie erst nach vollständiger Aushärtung, weil sonst Lösemittel eingeschlossen werden und Blasen entstehen. Je nach Lacksystem planen wir dafür einige Tage bis wenige Wochen Wartezeit ein.',
      'Gute Folien halten bei richtiger Pflege fünf bis sieben Jahre. Danach werden sie spröde und lassen sich schwerer rückstandsfrei entfernen. Lassen Sie eine Folierung deshalb spätestens dann abnehmen, wenn erste Risse oder Verfärbungen auftreten. Eine transparente Lackschutzfolie ist übrigens eine gute Alternative, wenn Sie den Originallack an besonders gefährdeten Stellen wie Frontschürze, Motorhaube oder Ladekante schützen möchten – auch in matter Ausführung für Fahrzeuge mit Mattlack.',
    ],
    motif: 'polish',
    hue: 220,
    imageAlt: 'Illustration eines Mikrofasertuchs auf einer matten Motorhaube neben einer halb abgezogenen Folienbahn',
  },
  {
    slug: 'neuer-auszubildender-fahrzeuglackierer',
    title: 'Willkommen im Team: Unser neuer Auszubildender in der Lackierung',
    date: '2025-09-02',
    category: 'Werkstatt',
    excerpt:
      'Seit dem 1. September verstärkt Leon unser Team als Auszubildender zum Fahrzeuglackierer. Wir stellen ihn vor und erzählen, wie die Ausbildung bei uns abläuft und was sie so spannend macht.',
    body: [
      'Wir freuen uns über Verstärkung: Seit dem 1. September ist Leon Hartmann Teil unseres Teams und beginnt bei uns seine dreijährige Ausbildung zum Fahrzeuglackierer. Der 17-Jährige hat nach seinem Realschulabschluss zunächst ein zweiwöchiges Praktikum in unserer Werkstatt gemacht und war danach fest entschlossen. Was ihn überzeugt hat? Die Mischung aus Handwerk und Präzision – und der Moment, wenn ein Auto nach der Lackierung wieder aussieht wie neu.',
      'In den ersten Wochen lernt Leon die Grundlagen, auf denen jede gute Lackierung aufbaut: Schleifen mit der richtigen Körnung, sauberes Abkleben, Spachteln und Füllern. Dabei gilt bei uns der Grundsatz, dass Sorgfalt vor Tempo geht. Ebenso wichtig ist der Arbeitsschutz. Lacke und Lösemittel verlangen den richtigen Umgang mit Atemschutz, Handschuhen und Schutzanzug, und die Unterweisung dazu steht ganz am Anfang der Ausbildung.',
      'Später kommen die anspruchsvolleren Aufgaben hinzu: Farbtöne mit dem Spektralfotometer messen und nach Rezeptur mischen, Musterbleche spritzen und mit dem Original vergleichen, Lackierpistolen einstellen und schließlich selbst in der Kabine lackieren. Zur Ausbildung gehören außerdem Smart Repair, Korrosionsschutz und die Arbeit an Kunststoffteilen. Neben der Praxis im Betrieb besucht Leon die Berufsschule und überbetriebliche Lehrgänge, in denen besondere Techniken vertieft werden.',
      'Betreut wird Leon von unserem Lackiermeister, der selbst vor über zwanzig Jahren bei uns gelernt hat. Nach etwa eineinhalb Jahren legt Leon den ersten Teil der Gesellenprüfung ab, am Ende der Ausbildung folgt der zweite Teil. Wer danach weitermachen möchte, hat gute Perspektiven: Die Weiterbildung zum Meister oder Techniker steht ebenso offen wie eine Spezialisierung, etwa auf Oldtimer oder Designlackierungen. Gute Lackierer werden in der Region dringend gesucht.',
      'Auch für das kommende Ausbildungsjahr suchen wir wieder motivierte junge Menschen, die gern mit den Händen arbeiten, ein gutes Auge für Farben haben und Wert auf saubere Arbeit legen. Ein Praktikum ist der beste Weg, den Beruf kennenzulernen, und bei uns jederzeit möglich, auch in den Schulferien. Schicken Sie uns Ihre Bewerbung per E-Mail oder kommen Sie einfach in der Industriestraße 12 vorbei. Leon zeigt Ihnen gern, woran er gerade arbeitet.',
    ],
    motif: 'spray',
    hue: 12,
    imageAlt:
      'Illustration einer Lackierpistole in einer hell ausgeleuchteten Lackierkabine mit einem frisch grundierten Kotflügel',
  },
  {
    slug: 'wildunfall-was-tun-wer-zahlt',
    title: 'Wildunfall: Was jetzt zu tun ist und wer den Schaden bezahlt',
    date: '2024-10-15',
    category: 'Unfallinstandsetzung',
    excerpt:
      'Im Herbst steigt die Gefahr von Wildunfällen deutlich. Was Sie direkt an der Unfallstelle tun sollten, welche Bescheinigung Sie brauchen und wann die Teilkasko den Schaden übernimmt.',
    body: [
      'Besonders in der Dämmerung und in den Herbstmonaten, wenn die Zeitumstellung den Berufsverkehr in die Dunkelheit verschiebt, kreuzen Rehe, Wildschweine und Hirsche häufig die Straßen. Achten Sie auf Warnschilder und fahren Sie an Wald- und Feldrändern langsamer und bremsbereit. Taucht ein Tier im Scheinwerferlicht auf: abblenden, hupen, kontrolliert bremsen und das Lenkrad gerade halten. Ein riskantes Ausweichmanöver endet oft schlimmer als der Zusammenstoß selbst.',
      'Ist es doch passiert, sichern Sie zuerst die Unfallstelle: Warnblinker einschalten, Warnweste anziehen, Warndreieck aufstellen – auf Landstraßen etwa 100 Meter hinter dem Fahrzeug. Rufen Sie die Polizei unter 110, auch wenn niemand verletzt ist. Nähern Sie sich dem Tier nicht und fassen Sie es auf keinen Fall an. Ein verletztes Tier kann sich heftig wehren, und wer getötetes Wild mitnimmt, macht sich strafbar. Die Polizei verständigt den zuständigen Jagdpächter.',
      'Für die Versicherung brauchen Sie eine Wildunfallbescheinigung, die Polizei, Jagdpächter oder Förster ausstellen. Machen Sie außerdem Fotos vom Fahrzeug, von der Unfallstelle und, wenn möglich, vom Tier. Haare oder Blutspuren am Auto sollten Sie nicht abwaschen, bevor der Schaden begutachtet wurde – sie sind ein wichtiger Nachweis für den Zusammenstoß. Melden Sie den Unfall anschließend möglichst zeitnah Ihrer Versicherung.',
      'Den Schaden am eigenen Fahrzeug übernimmt die Teilkasko, wenn Sie mit Haarwild wie Reh, Wildschwein, Hirsch oder Fuchs zusammengestoßen sind. Viele Tarife schließen inzwischen Tiere aller Art ein, also etwa auch Kühe oder Pferde. Ein Teilkaskoschaden führt nicht zur Rückstufung im Schadenfreiheitsrabatt; Sie tragen nur die vereinbarte Selbstbeteiligung. Sind Sie ausgewichen und ohne Berührung mit dem Tier verunglückt, wird es komplizierter: Bei kleinen Tieren wie Hasen zahlt dann meist nur die Vollkasko.',
      'Ist das Auto nach dem Unfall nicht mehr verkehrssicher, etwa bei zerstörten Scheinwerfern, verbogenen Teilen oder auslaufenden Flüssigkeiten, lassen Sie es abschleppen. Typische Wildschäden betreffen Stoßfänger, Kühlergrill, Motorhaube, Scheinwerfer und häufig auch Kühler und Sensoren der Assistenzsysteme. Wir übernehmen die Schadenaufnahme, stimmen die Reparatur mit Ihrer Versicherung ab und kalibrieren anschließend Kamera und Radar. Rufen Sie uns an, auf Wunsch organisieren wir auch den Abschleppdienst.',
    ],
    motif: 'car',
    hue: 75,
    imageAlt:
      'Illustration eines Autos auf einer nächtlichen Landstraße am Waldrand, im Scheinwerferlicht ein Warnschild für Wildwechsel',
  },
  {
    slug: 'parkrempler-fahrerflucht-anzeige-versicherung',
    title: 'Parkrempler mit Fahrerflucht: Schaden anzeigen, Versicherung klären, reparieren',
    date: '2025-05-27',
    category: 'Ratgeber',
    excerpt:
      'Sie kommen zum Auto zurück, und der Stoßfänger ist eingedrückt – vom Verursacher keine Spur. So gehen Sie nach einer Fahrerflucht richtig vor und kommen trotzdem zu Ihrem Geld.',
    body: [
      'Ein Kratzer am Stoßfänger, eine Delle in der Tür, aber kein Zettel unter dem Scheibenwischer: Fahrerflucht nach einem Parkrempler ist ärgerlich und leider häufig. Dabei ist das unerlaubte Entfernen vom Unfallort eine Straftat, auch bei kleinen Schäden. Ein Zettel an der Windschutzscheibe reicht übrigens nicht aus. Wer einen fremden Wagen beschädigt, muss angemessen lange auf den Halter warten und andernfalls unverzüglich die Polizei verständigen.',
      'Entdecken Sie einen solchen Schaden, fotografieren Sie ihn sofort, am besten auch mit Übersichtsaufnahmen, auf denen das Kennzeichen und die Umgebung zu sehen sind. Achten Sie auf Lackspuren in fremder Farbe – sie können später helfen, den Verursacher zu finden. Sprechen Sie Passanten an und fragen Sie in umliegenden Geschäften nach Zeugen oder Kameraaufnahmen. Anschließend erstatten Sie Anzeige bei der Polizei, entweder vor Ort oder auf der nächsten Dienststelle. Für die Versicherung ist die Anzeige in jedem Fall wichtig.',
      'Wird der Verursacher ermittelt, zahlt dessen Kfz-Haftpflichtversicherung Ihren Schaden vollständig: die Reparatur in einer Werkstatt Ihrer Wahl, bei größeren Schäden ein Gutachten, einen Mietwagen oder Nutzungsausfall und gegebenenfalls eine Wertminderung. Bleibt der Täter unbekannt, wird es schwieriger. Dann kommt nur Ihre eigene Vollkasko infrage, mit Selbstbeteiligung und Rückstufung im Schadenfreiheitsrabatt. Die Verkehrsopferhilfe springt bei unbekannten Verursachern für Fahrzeugschäden in aller Regel nicht ein.',
      'Ob sich die Vollkasko lohnt, hängt von der Höhe des Schadens ab. Wir erstellen Ihnen einen Kostenvoranschlag, mit dem Sie bei Ihrer Versicherung nachfragen können, wie sich eine Rückstufung über die nächsten Jahre auswirken würde. Bei kleineren Schäden ist es oft günstiger, die Reparatur selbst zu bezahlen. Viele Versicherer erlauben außerdem, einen bereits regulierten Schaden innerhalb einer Frist zurückzukaufen, wenn sich später herausstellt, dass das die bessere Wahl ist.',
      'Bei der Reparatur zeigt sich oft, dass ein Parkrempler mehr beschädigt, als man von außen sieht. Hinter dem Stoßfänger können Halterungen gebrochen, Parksensoren verschoben oder der Radarsensor verstellt sein. Kleine Dellen lassen sich häufig lackschadenfrei ausbeulen, Kratzer im Kunststoff per Smart Repair beheben. Für eine typische Stoßfängerreparatur mit Lackierung rechnen Sie mit 400 bis 900 Euro, bei kleineren Schäden auch mit weniger. Wir beraten Sie gern, welche Lösung in Ihrem Fall die wirtschaftlichste ist.',
    ],
    motif: 'bumper',
    hue: 320,
    imageAlt: 'Illustration eines hinteren Stoßfängers mit eingedrückter Ecke und Kratzspuren in fremder Lackfarbe',
  },
];
