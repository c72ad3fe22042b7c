import type { BlogPost } from './posts.ts';

export const postsPartOne: BlogPost[] = [
  {
    slug: 'hagelschaden-ohne-lackieren',
    title: 'Hagelschaden ohne Lackieren beheben: So funktioniert das Ausbeulen',
    date: '2026-07-08',
    category: 'Dellen & Hagel',
    excerpt:
      'Nach einem Hagelschauer sieht das Auto oft schlimmer aus, als es ist. Mit der lackschadenfreien Ausbeultechnik verschwindet fast jede Delle – ohne Spachtel und ohne neue Lackierung.',
    body: [
      'Wenn im Sommer ein Hagelgewitter über Stuttgart zieht, stehen bei uns in den Tagen danach die Telefone kaum still. Motorhaube, Dach und Kofferraumdeckel sind dann oft mit Dutzenden, manchmal Hunderten kleiner Dellen übersät. Die gute Nachricht: In den allermeisten Fällen bleibt der Lack dabei unversehrt. Genau das ist die Voraussetzung für die Reparatur ohne Lackieren, die Fachleute als lackschadenfreies Ausbeulen oder kurz Ausbeultechnik bezeichnen.',
      'Beim Ausbeulen arbeiten wir von der Rückseite des Blechs. Dazu bauen wir Dachhimmel, Innenverkleidungen oder Rückleuchten aus und drücken jede Delle mit speziellen Hebeln und Drückeisen in vielen kleinen Schritten heraus. Eine Streifenlampe spiegelt sich dabei im Lack und macht selbst flache Verformungen sichtbar. Wo wir von hinten nicht herankommen, etwa an doppelwandigen Dachholmen, setzen wir die Klebetechnik ein: Ein Zugadapter wird aufgeklebt und das Blech behutsam nach außen gezogen.',
      'Der große Vorteil: Der originale Werkslack bleibt erhalten. Es gibt keine Spachtelstellen, keine Farbtonunterschiede und keine auffälligen Schichtdicken, die später beim Verkauf Fragen aufwerfen. Außerdem geht es schneller und ist meist günstiger als die klassische Instandsetzung. Ein mäßig beschädigtes Fahrzeug ist bei uns nach zwei bis fünf Arbeitstagen fertig, die Kosten liegen je nach Anzahl und Größe der Dellen typischerweise zwischen 800 und 4.000 Euro.',
      'Grenzen hat die Methode dort, wo der Lack gerissen oder abgeplatzt ist, wo eine Delle direkt auf einer scharfen Kante sitzt oder wo das Blech stark gedehnt wurde. Auch Aluminiumteile verlangen mehr Erfahrung, weil das Material weniger nachgiebig ist und schneller zurückfedert. In solchen Fällen kombinieren wir das Ausbeulen mit einer punktuellen Lackierung oder ersetzen einzelne Teile. Was sinnvoll ist, sehen wir bei der Begutachtung unter der Lampe.',
      'Hagel ist ein klassischer Fall für die Teilkaskoversicherung, und eine Meldung dort wirkt sich nicht auf Ihren Schadenfreiheitsrabatt aus. Melden Sie den Schaden zeitnah, fotografieren Sie das Fahrzeug und notieren Sie Datum und Ort des Unwetters. Wir erstellen auf Wunsch einen Kostenvoranschlag mit genauer Dellenzählung und stimmen die Reparatur direkt mit Ihrer Versicherung ab, damit Sie sich um möglichst wenig kümmern müssen.',
    ],
    motif: 'hail',
    hue: 205,
    imageAlt:
      'Illustration einer Motorhaube mit vielen kleinen Hageldellen, die sich im Licht einer Streifenlampe abzeichnen',
    galleryReference: {
      before: 'Wie ein Dach vor und nach dem Ausbeulen aussieht, zeigt ',
      linkText: 'das Vorher-Nachher-Bild eines Hagelschadens in unserer Galerie',
      href: '/galerie/#galerie/1',
      after: '.',
    },
  },
  {
    slug: 'was-tun-nach-einem-unfall',
    title: 'Was tun nach einem Unfall? Schritt für Schritt zur Reparatur',
    date: '2026-01-14',
    category: 'Unfallinstandsetzung',
    excerpt:
      'Ein Unfall bringt selbst erfahrene Fahrer aus dem Konzept. Unsere Checkliste zeigt, was an der Unfallstelle wichtig ist und wie es danach bis zur fertigen Reparatur weitergeht.',
    body: [
      'Auch ein kleiner Auffahrunfall im Berufsverkehr ist ein Schreckmoment. Umso wichtiger ist es, die richtige Reihenfolge einzuhalten: Warnblinker einschalten, Warnweste anziehen und die Unfallstelle absichern. Das Warndreieck gehört innerorts etwa 50 Meter, auf der Landstraße rund 100 Meter und auf der Autobahn mindestens 150 Meter hinter das Fahrzeug. Gibt es Verletzte, haben Erste Hilfe und der Notruf 112 immer Vorrang vor allem anderen.',
      'Sind alle wohlauf, geht es an die Dokumentation. Fotografieren Sie die Endstellung der Fahrzeuge, die Schäden aus mehreren Blickwinkeln, Bremsspuren und die Umgebung. Tauschen Sie Namen, Anschrift, Kennzeichen und Versicherung mit dem Unfallgegner aus und notieren Sie Zeugen. Ein vorgedruckter Unfallbericht hilft, nichts zu vergessen. Die Polizei sollten Sie rufen, wenn Personen verletzt sind, der Hergang strittig ist oder der andere Beteiligte seine Daten nicht nennen will.',
      'Ganz wichtig: Unterschreiben Sie an der Unfallstelle kein Schuldanerkenntnis, auch wenn die Situation eindeutig scheint. Die Frage der Haftung klären die Versicherungen. Ihre eigene Versicherung sollten Sie innerhalb einer Woche informieren, auch wenn Sie glauben, nicht schuld zu sein. Ist das Fahrzeug nicht mehr fahrbereit, etwa wegen eines beschädigten Kühlers oder einer defekten Beleuchtung, lassen Sie es abschleppen, gern auch direkt zu uns in die Industriestraße.',
      'In der Werkstatt nehmen wir den Schaden auf, prüfen auch verdeckte Bereiche wie Längsträger, Halter und Sensoren und erstellen einen Kostenvoranschlag. Bei größeren Schäden beauftragen Sie einen unabhängigen Gutachter, den wir bei Bedarf vermitteln. Sobald die Kostenübernahme geklärt ist, bestellen wir die Teile. Eine typische Unfallreparatur mit Karosseriearbeiten und Lackierung dauert bei uns je nach Umfang und Teileverfügbarkeit zwischen drei Tagen und zwei Wochen.',
      'Während der Reparatur müssen Sie nicht auf Mobilität verzichten. Bei einem unverschuldeten Unfall steht Ihnen ein Mietwagen oder eine Nutzungsausfallentschädigung zu, die die gegnerische Versicherung trägt. Nach Abschluss der Arbeiten erhalten Sie Ihr Fahrzeug gereinigt zurück, zusammen mit einer Dokumentation der durchgeführten Reparatur. Das ist hilfreich, falls Sie das Auto später verkaufen und einem Käufer den Schaden nachvollziehbar erklären möchten.',
    ],
    motif: 'car',
    hue: 12,
    imageAlt:
      'Illustration eines Autos mit eingedrückter Front, daneben ein aufgestelltes Warndreieck auf der Fahrbahn',
  },
  {
    slug: 'haftpflicht-oder-kaskoschaden-wer-zahlt',
    title: 'Haftpflicht- oder Kaskoschaden: Wer zahlt die Reparatur?',
    date: '2026-02-04',
    category: 'Ratgeber',
    excerpt:
      'Ob die gegnerische Haftpflicht, Ihre Teilkasko oder die Vollkasko einspringt, hängt vom Unfallhergang ab. Wir erklären die Unterschiede und worauf Sie bei der Abrechnung achten sollten.',
    body: [
      'Nach einem Schaden am Auto lautet die erste Frage oft nicht „Wie schlimm ist es?“, sondern „Wer bezahlt das?“. Die Antwort hängt davon ab, wer den Unfall verursacht hat und welche Versicherung Sie abgeschlossen haben. Grundsätzlich unterscheidet man drei Fälle: den Haftpflichtschaden, bei dem ein anderer schuld ist, den Teilkaskoschaden bei Ereignissen wie Hagel oder Wildunfall und den Vollkaskoschaden, wenn Sie selbst den Unfall verursacht haben.',
      'Haben Sie den Unfall nicht verursacht, zahlt die Kfz-Haftpflichtversicherung des Unfallgegners. Sie ersetzt die Reparaturkosten, bei erheblichen Schäden auch eine eventuelle Wertminderung, die Kosten für einen unabhängigen Gutachter sowie einen Mietwagen oder Nutzungsausfall. Wichtig zu wissen: Als Geschädigter dürfen Sie Ihre Werkstatt und Ihren Gutachter frei wählen. Eine Partnerwerkstatt der gegnerischen Versicherung müssen Sie nicht akzeptieren.',
      'Die Teilkasko greift bei Schäden, für die niemand direkt verantwortlich ist: Hagel, Sturm, Überschwemmung, Glasbruch, Wildunfall, Brand oder Diebstahl. Eine Meldung führt hier nicht zu einer Rückstufung im Schadenfreiheitsrabatt, allerdings wird die vereinbarte Selbstbeteiligung abgezogen. Die Vollkasko übernimmt zusätzlich selbst verschuldete Unfälle und Vandalismus, etwa einen zerkratzten Lack auf dem Parkplatz. Dafür steigt nach der Regulierung in der Regel der Beitrag.',
      'Bei kleineren Vollkaskoschäden lohnt sich deshalb ein Rechenbeispiel. Kostet die Reparatur 900 Euro, beträgt die Selbstbeteiligung 300 Euro und steigt der Beitrag durch die Rückstufung über die nächsten Jahre um insgesamt 700 Euro, fahren Sie mit der Selbstzahlung günstiger. Viele Versicherer bieten an, den Schaden innerhalb einer Frist nachträglich selbst zu übernehmen. Fragen Sie Ihre Versicherung nach einer Rückstufungsberechnung, bevor Sie sich entscheiden.',
      'Achten Sie außerdem auf Ihre Vertragsbedingungen. Manche Kaskotarife sind günstiger, weil sie eine Werkstattbindung enthalten; dann bestimmt die Versicherung, wo repariert wird. Ist der Unfallhergang unklar oder tragen beide Seiten eine Teilschuld, wird der Schaden anteilig aufgeteilt. In allen Fällen gilt: Bringen Sie uns die Schadennummer und die Kontaktdaten des Sachbearbeiters mit, dann klären wir die Abrechnung direkt und Sie müssen in vielen Fällen nicht in Vorleistung gehen.',
    ],
    motif: 'door',
    hue: 38,
    imageAlt: 'Illustration einer verbeulten Autotür neben einem Versicherungsformular und einem Taschenrechner',
  },
  {
    slug: 'der-gutachter-wann-er-noetig-ist',
    title: 'Der Gutachter: Wann er nötig ist und was er prüft',
    date: '2026-02-25',
    category: 'Ratgeber',
    excerpt:
      'Kostenvoranschlag oder Gutachten? Ab welcher Schadenshöhe sich ein unabhängiger Sachverständiger lohnt, wer ihn bezahlt und was er bei der Besichtigung Ihres Fahrzeugs genau prüft.',
    body: [
      'Nach einem unverschuldeten Unfall haben Sie das Recht, einen unabhängigen Kfz-Sachverständigen Ihrer Wahl zu beauftragen. Die Kosten trägt die Haftpflichtversicherung des Unfallverursachers. Das gilt allerdings erst oberhalb der sogenannten Bagatellgrenze, die die Rechtsprechung meist bei etwa 750 Euro ansetzt. Bei kleineren Schäden genügt ein Kostenvoranschlag der Werkstatt, den die Versicherung in der Regel ebenso akzeptiert.',
      'Doch woher wissen Sie, ob der Schaden über dieser Grenze liegt? Von außen ist das oft schwer zu sagen. Ein eingedrückter Stoßfänger sieht harmlos aus, dahinter können aber Pralldämpfer, Halter oder Radarsensoren beschädigt sein. Allein das Ersetzen und Kalibrieren eines Abstandssensors kostet schnell mehrere hundert Euro. Wir schauen uns Ihr Fahrzeug deshalb kostenlos an und sagen Ihnen ehrlich, ob ein Gutachten sinnvoll ist.',
      'Bei der Besichtigung dokumentiert der Gutachter den Schaden mit Fotos, misst Spaltmaße und Lackschichtdicken und prüft, ob Vorschäden vorhanden sind. Anschließend kalkuliert er die Reparaturkosten mit Ersatzteilpreisen und Arbeitswerten, bestimmt die Reparaturdauer und ermittelt den Wiederbeschaffungswert, also den Preis eines vergleichbaren Fahrzeugs auf dem Gebrauchtwagenmarkt. Bei jüngeren Fahrzeugen oder größeren Schäden kommt die merkantile Wertminderung hinzu.',
      'Liegen die Reparaturkosten über dem Wiederbeschaffungswert, spricht man von einem wirtschaftlichen Totalschaden. Dann zahlt die Versicherung in der Regel nur den Wiederbeschaffungswert abzüglich Restwert. Es gibt jedoch Spielraum: Reparaturkosten bis zu 130 Prozent des Wiederbeschaffungswerts werden erstattet, wenn Sie das Fahrzeug vollständig und fachgerecht reparieren lassen und mindestens sechs Monate weiter nutzen. Gerade bei gepflegten älteren Autos ist das eine wichtige Option.',
      'Ein Gutachten ist in der Regel innerhalb von zwei bis vier Werktagen fertig. Der Sachverständige kann Ihr Fahrzeug direkt bei uns in der Werkstatt besichtigen, sodass Sie keinen zusätzlichen Termin wahrnehmen müssen. Auch bei Kaskoschäden wird häufig ein Gutachter eingeschaltet, dann allerdings von Ihrer eigenen Versicherung beauftragt. Wichtig ist in jedem Fall: Lassen Sie vor der Besichtigung nichts reparieren, damit der Schaden vollständig erfasst werden kann.',
    ],
    motif: 'dent',
    hue: 265,
    imageAlt: 'Illustration eines Kotflügels mit tiefer Delle, davor ein Klemmbrett mit Prüfliste und ein Messgerät',
  },
  {
    slug: 'farbton-abgleich-lackierung',
    title: 'Farbton-Abgleich: Warum die neue Lackierung exakt passt',
    date: '2026-03-18',
    category: 'Lackierung',
    excerpt:
      'Der Farbcode allein reicht nicht: Warum derselbe Lack an zwei Autos verschieden aussehen kann und wie wir mit Messgerät, Musterblech und Beilackieren für einen unsichtbaren Übergang sorgen.',
    body: [
      'Jedes Auto hat einen Farbcode, meist auf dem Typschild im Türrahmen oder unter der Motorhaube. Man könnte meinen, damit sei die Sache erledigt: Code eingeben, Lack anmischen, fertig. In der Praxis sieht es anders aus. Zu einem einzigen Farbcode gibt es oft zehn oder mehr Farbvarianten, weil Produktionsjahre und Werksstandorte leicht voneinander abweichen. Dazu kommt, dass sich der Lack eines Fahrzeugs über die Jahre durch Sonne, Witterung und Waschanlage verändert.',
      'Deshalb beginnt jede Lackierung bei uns mit einer Messung. Ein Spektralfotometer wird an mehreren Stellen auf den unbeschädigten Lack gesetzt und erfasst den Farbton aus verschiedenen Winkeln. Die Software schlägt daraufhin eine passende Rezeptur vor, die wir auf der Feinwaage aus den einzelnen Mischlacken auf das Zehntelgramm genau ansetzen. Besonders bei Metallic- und Perlmutteffektlacken ist diese Genauigkeit entscheidend, weil die Effektpigmente je nach Blickwinkel ganz unterschiedlich wirken.',
      'Bevor der Lack auf das Fahrzeug kommt, spritzen wir ein Musterblech und vergleichen es unter einer Tageslichtlampe direkt am Auto. Stimmt der Farbton noch nicht hundertprozentig, wird die Rezeptur in kleinen Schritten nachgetönt, etwa mit etwas mehr Schwarz oder einem feineren Aluminiumpigment. Dieser Abgleich dauert manchmal eine halbe Stunde, manchmal länger. Er ist aber der Grund, warum eine neu lackierte Tür später nicht wie ein Fremdkörper wirkt.',
      'Bei schwierigen Farbtönen setzen wir zusätzlich auf das sogenannte Beilackieren. Dabei lackieren wir nicht nur das beschädigte Teil, sondern lassen den Basislack auf die angrenzenden Flächen auslaufen, zum Beispiel auf den hinteren Teil des Kotflügels. Anschließend wird das gesamte Teil mit Klarlack überzogen. Das Auge kann so keine harte Farbkante mehr erkennen. Die Mehrkosten liegen meist zwischen 150 und 300 Euro und lohnen sich vor allem bei Silber- und Perleffektfarben.',
      'Nach der Lackierung braucht der Lack noch etwas Zeit, um vollständig auszuhärten. In den ersten Wochen sollten Sie auf Waschanlagen mit Bürsten verzichten und das Fahrzeug lieber von Hand waschen; mit Polituren und Wachs warten Sie am besten rund vier Wochen. Bei der Übergabe beurteilen wir den Farbton gemeinsam mit Ihnen bei Tageslicht und unter der Lampe. Eine saubere Farbanpassung ist für uns keine Zusatzleistung, sondern schlicht gutes Handwerk.',
    ],
    motif: 'spray',
    hue: 330,
    imageAlt: 'Illustration einer Lackierpistole neben einem Fächer aus Farbmusterkarten in verschiedenen Rottönen',
  },
  {
    slug: 'aufbau-einer-lackierung-klarlack-basislack-fueller',
    title: 'Klarlack, Basislack, Füller: Der Aufbau einer Lackierung',
    date: '2026-04-08',
    category: 'Lackierung',
    excerpt:
      'Eine Autolackierung ist kaum dicker als ein Blatt Papier und besteht doch aus mehreren Schichten. Wir zeigen, welche Aufgabe jede davon hat und wie wir sie bei einer Reparatur neu aufbauen.',
    body: [
      'Ein moderner Autolack ist insgesamt nur etwa 100 bis 150 Mikrometer dick, also ungefähr so stark wie ein Blatt Druckerpapier. Trotzdem muss er Rost verhindern, Steinschlägen standhalten, UV-Strahlung trotzen und dabei auch noch gut aussehen. Das gelingt nur, weil jede Lackierung aus mehreren Schichten besteht, die jeweils eine eigene Aufgabe übernehmen. Wer diesen Aufbau kennt, versteht auch, warum eine fachgerechte Reparatur etwas Zeit braucht.',
      'Ganz unten liegt der Korrosionsschutz. Im Werk wird die Rohkarosse dafür in ein Tauchbad gesenkt und elektrisch beschichtet, sodass auch Hohlräume und Falze erreicht werden. Bei einer Reparatur, bei der wir bis aufs blanke Blech schleifen müssen, ersetzen wir diese Schicht durch eine Grundierung, etwa einen Epoxid- oder Haftprimer. Sie sorgt dafür, dass alle folgenden Schichten fest haften und Feuchtigkeit keine Chance bekommt.',
      'Darauf folgt der Füller. Er gleicht feine Unebenheiten und Schleifspuren aus, bildet eine gleichmäßige Oberfläche und dämpft Steinschläge ab. Nach dem Trocknen wird er mit feinem Schleifpapier bearbeitet, bis die Fläche absolut eben ist. Füller gibt es außerdem in verschiedenen Grautönen: Ein heller Untergrund unterstützt helle Farbtöne, ein dunkler Füller lässt dunkle Lacke satter wirken und spart oft einen Spritzgang Basislack.',
      'Der Basislack ist die eigentliche Farbschicht. Er enthält die Farb- und Effektpigmente, ist aber selbst matt und wenig widerstandsfähig. Wir verarbeiten ausschließlich wasserbasierte Basislacke, die deutlich weniger Lösemittel freisetzen als frühere Systeme. Aufgetragen wird in zwei bis drei dünnen Spritzgängen, bis der Untergrund vollständig deckt. Bei Dreischichtlacken, etwa einem Perlmuttweiß, kommt noch eine zusätzliche halbtransparente Effektschicht hinzu.',
      'Den Abschluss bildet der Klarlack. Diese transparente Zweikomponentenschicht sorgt für Glanz und Tiefe und schützt die Farbe vor UV-Licht, Vogelkot, Streusalz und Waschanlagenbürsten. In unserer Lackierkabine härtet er bei rund 60 Grad in etwa einer halben Stunde aus. Danach kontrollieren wir die Oberfläche, entfernen eventuelle Staubeinschlüsse durch punktuelles Schleifen und Polieren und messen stichprobenartig die Schichtdicke. Erst dann geht das Fahrzeug zur Montage.',
    ],
    motif: 'spray',
    hue: 185,
    imageAlt:
      'Illustration eines Lackierers mit Spritzpistole vor einer Autotür, daneben ein Querschnitt der einzelnen Lackschichten',
  },
  {
    slug: 'spot-repair-kleine-kratzer',
    title: 'Smart Repair: Kleine Kratzer schnell und günstig beseitigen',
    date: '2026-04-29',
    category: 'Smart Repair',
    excerpt:
      'Ein Kratzer im Stoßfänger oder eine Schramme an der Tür muss nicht gleich eine Komplettlackierung bedeuten. Mit Smart Repair reparieren wir nur die beschädigte Stelle – oft an einem Tag.',
    body: [
      'Ein unachtsamer Moment in der Tiefgarage, ein Einkaufswagen auf dem Supermarktparkplatz oder ein Fahrradlenker beim Vorbeischieben: Kleine Kratzer gehören zum Alltag jedes Autofahrers. Früher bedeutete selbst eine handtellergroße Schramme, dass das gesamte Bauteil geschliffen und neu lackiert werden musste. Mit Smart Repair beschränken wir die Arbeit dagegen auf die eigentliche Schadstelle und ein kleines Umfeld.',
      'Zuerst prüfen wir, wie tief der Kratzer geht. Liegt er nur im Klarlack, reicht oft schon ein gezieltes Anschleifen und Polieren, und die Sache ist in einer Stunde erledigt. Ist die Farbschicht durchtrennt oder schimmert gar der Füller oder das Blech durch, wird die Stelle fein geschliffen, bei Bedarf grundiert und gespachtelt. Anschließend tragen wir Basislack und Klarlack mit einer kleinen Lackierpistole nur im Reparaturbereich auf.',
      'Damit der Übergang unsichtbar wird, verwenden wir einen speziellen Verlaufsverdünner, der den frischen Klarlack mit dem Altlack verschmelzen lässt. Getrocknet wird mit einem Infrarotstrahler, der die Stelle in wenigen Minuten aushärtet. Zum Schluss wird der Bereich poliert. Die gesamte Reparatur dauert je nach Schaden zwei bis fünf Stunden, sodass Sie Ihr Auto morgens bringen und am Nachmittag wieder abholen können.',
      'Preislich liegt ein Smart Repair bei uns je nach Größe und Lackart meist zwischen 120 und 300 Euro. Zum Vergleich: Die vollständige Lackierung einer Tür kostet schnell 500 Euro und mehr. Gerade vor einer Leasingrückgabe lohnt sich die Methode, denn dort werden schon kleinere Kratzer und Macken oft mit Abzügen berechnet, die deutlich über den tatsächlichen Reparaturkosten liegen.',
      'Nicht jeder Schaden eignet sich allerdings für Smart Repair. Ideal sind Kratzer bis etwa Handtellergröße an Stoßfängern, Ecken und Randbereichen von Bauteilen. Mitten auf großen, flachen Flächen wie Motorhaube oder Dach ist ein unsichtbarer Übergang kaum zu erreichen, ebenso bei sehr tiefen Kratzern mit verformtem Blech. Ob sich Smart Repair für Ihren Schaden eignet, sagen wir Ihnen nach einem kurzen Blick vor Ort – ohne Termin und kostenlos.',
    ],
    motif: 'door',
    hue: 290,
    imageAlt:
      'Illustration einer Autotür mit einem feinen Kratzer, der mit Klebeband eng für einen kleinen Smart Repair abgeklebt ist',
  },
  {
    slug: 'steinschlag-frontscheibe-reparieren-oder-tauschen',
    title: 'Steinschlag in der Frontscheibe: Reparieren oder tauschen?',
    date: '2026-05-20',
    category: 'Ratgeber',
    excerpt:
      'Ein kleiner Steinschlag wird schnell zum großen Riss. Wann sich die Scheibe noch reparieren lässt, was ein Tausch kostet und warum Assistenzkameras danach neu kalibriert werden müssen.',
    body: [
      'Auf der Autobahn reicht ein einziger hochgeschleuderter Kiesel, und schon ist es passiert: ein kleiner Stern oder ein kreisrundes sogenanntes Ochsenauge in der Frontscheibe. Viele Fahrer ignorieren das zunächst, weil es kaum stört. Das ist ein Fehler. Durch Temperaturschwankungen, Vibrationen und die Verwindung der Karosserie kann aus dem Steinschlag innerhalb weniger Tage ein Riss quer über die Scheibe werden. Spätestens dann hilft nur noch ein Austausch.',
      'Ob eine Reparatur möglich ist, hängt von Größe und Lage ab. Als Faustregel gilt: Der Schaden sollte kleiner als eine Zwei-Euro-Münze sein, mindestens zehn Zentimeter vom Scheibenrand entfernt liegen und sich nicht im direkten Sichtfeld des Fahrers befinden. Dieses Sichtfeld ist ein rund 29 Zentimeter breiter Streifen vor dem Lenkrad. Eine reparierte Stelle bleibt nämlich leicht sichtbar und könnte dort bei Gegenlicht stören.',
      'Bei der Reparatur reinigen wir die Schadstelle, entfernen Luft und Feuchtigkeit mit einem Unterdruckgerät und füllen den Bruch mit einem speziellen Harz, das Licht ähnlich bricht wie Glas. Unter UV-Licht härtet das Harz in wenigen Minuten aus, anschließend wird die Oberfläche plan poliert. Nach etwa 30 bis 45 Minuten ist alles erledigt. Die Kosten liegen meist zwischen 80 und 150 Euro und werden von vielen Teilkaskoversicherungen ohne Selbstbeteiligung übernommen.',
      'Ist eine Reparatur nicht mehr möglich, tauschen wir die Scheibe. Die alte Scheibe wird herausgeschnitten, der Rahmen gereinigt und vorbehandelt und die neue Scheibe mit einem Spezialkleber eingesetzt. Dieser Kleber trägt zur Steifigkeit der Karosserie bei, deshalb darf das Fahrzeug erst nach einer festgelegten Aushärtezeit, meist ein bis zwei Stunden, wieder gefahren werden. Je nach Modell und Ausstattung kostet ein Austausch zwischen 400 und 1.500 Euro.',
      'Bei vielen neueren Fahrzeugen sitzt hinter der Frontscheibe eine Kamera für Spurhalteassistent, Verkehrszeichenerkennung oder Notbremsfunktion. Nach einem Scheibentausch muss diese Kamera neu kalibriert werden, damit sie wieder exakt geradeaus blickt. Wir erledigen das mit einem Kalibriersystem direkt in unserer Werkstatt. Unser Tipp: Kleben Sie einen frischen Steinschlag bis zum Termin mit klarem Klebeband ab, damit weder Schmutz noch Wasser eindringen.',
    ],
    motif: 'glass',
    hue: 195,
    imageAlt: 'Illustration einer Frontscheibe mit einem sternförmigen Steinschlag, von dem ein feiner Riss ausgeht',
  },
  {
    slug: 'felgen-reparatur-bordsteinschaeden',
    title: 'Felgen-Reparatur: Bordsteinschäden fachgerecht beseitigen',
    date: '2026-06-10',
    category: 'Smart Repair',
    excerpt:
      'Einmal zu nah am Bordstein geparkt, und schon ziert ein hässlicher Kratzer die Alufelge. Wie wir Bordsteinschäden reparieren, was das kostet und wann eine Felge besser ersetzt werden sollte.',
    body: [
      'Beim Einparken in enge Lücken passiert es schnell: Die Felge schrammt am Bordstein entlang, und zurück bleibt ein unschöner Kratzer am Felgenhorn. Das ist zunächst ein optisches Problem, kann aber auf Dauer mehr werden. Wo die Schutzschicht beschädigt ist, greifen Streusalz und Feuchtigkeit das Aluminium an. Es bildet sich Korrosion, die sich unter den intakten Lack schiebt und ihn nach und nach abplatzen lässt.',
      'Vor jeder Reparatur prüfen wir die Felge auf strukturelle Schäden. Dazu gehören Risse, Verformungen am Felgenbett sowie Höhen- oder Seitenschlag, den wir auf der Wuchtmaschine erkennen. Eine gerissene Alufelge wird bei uns grundsätzlich nicht geschweißt oder gerichtet, denn das Material verändert dabei seine Festigkeit. In solchen Fällen ist ein Ersatz aus Sicherheitsgründen die einzige vernünftige Lösung.',
      'Handelt es sich um einen rein oberflächlichen Bordsteinschaden, nehmen wir das Rad ab und reinigen es gründlich. Die beschädigte Stelle wird geschliffen, tiefere Riefen werden mit einem speziellen Aluminiumspachtel gefüllt und anschließend in Form geschliffen. Danach folgen Grundierung, Farbe und Klarlack im passenden Felgenfarbton. Silber, Anthrazit und Schwarz mischen wir dabei genauso exakt nach wie einen Karosserielack.',
      'Eine Sonderstellung haben glanzgedrehte Felgen mit ihrer typischen feinen Rillenstruktur auf der Vorderseite. Hier lässt sich der Schaden nicht einfach überlackieren. Stattdessen wird die Felge lackiert und die Sichtfläche anschließend auf einer Spezialdrehbank wieder blank abgedreht und mit Klarlack versiegelt. Das ist aufwendiger, liefert aber ein Ergebnis wie ab Werk. Diesen Arbeitsschritt übernimmt ein spezialisierter Partnerbetrieb aus der Region für uns.',
      'Für eine lackierte Felge mit typischem Bordsteinschaden sollten Sie bei uns mit 90 bis 180 Euro rechnen, glanzgedrehte Felgen liegen meist bei 180 bis 280 Euro pro Stück. Die Reparatur dauert ein bis zwei Tage. Im Vergleich zu einer neuen Originalfelge, die oft 300 bis 800 Euro kostet, ist das deutlich günstiger. Ein Tipp zum Schluss: Wer regelmäßig in enge Lücken einparkt, kann mit Felgenschutzringen oder Reifen mit ausgeprägter Felgenschutzkante vorbeugen.',
    ],
    motif: 'wheel',
    hue: 45,
    imageAlt: 'Illustration einer silbernen Alufelge mit abgeschabtem Felgenhorn nach einem Kontakt mit dem Bordstein',
  },
  {
    slug: 'polieren-und-versiegeln-vor-dem-winter',
    title: 'Polieren und Versiegeln: So kommt Ihr Lack gut durch den Winter',
    date: '2026-10-07',
    category: 'Fahrzeugpflege',
    excerpt:
      'Streusalz, Splitt und Dauerfeuchte setzen dem Autolack in der kalten Jahreszeit besonders zu. Mit einer gründlichen Aufbereitung und frischer Versiegelung im Herbst ist Ihr Auto gut geschützt.',
    body: [
      'Für den Autolack ist der Winter die härteste Zeit des Jahres. Streusalz und Splitt wirken wie Schleifpapier, Salzlauge setzt sich in kleinste Kratzer und Steinschläge, und durch die häufigen Temperaturwechsel wird die Oberfläche zusätzlich beansprucht. Ein ungeschützter Lack wird schnell stumpf, und an beschädigten Stellen beginnt Rost. Der beste Zeitpunkt für eine gründliche Aufbereitung ist deshalb der Oktober, solange die Temperaturen noch über zehn Grad liegen.',
      'Am Anfang steht eine sorgfältige Handwäsche. Danach behandeln wir den Lack mit Flugrostentferner und Reinigungsknete. Die Knete löst eingebrannte Partikel wie Bremsstaub, Industrieablagerungen und Baumharz, die keine Wäsche entfernt. Den Unterschied spüren Sie, wenn Sie mit der Hand über den Lack streichen: Vorher fühlt er sich rau an, danach ist er glatt wie Glas. Erst auf diesem sauberen Untergrund kann eine Politur ihre volle Wirkung entfalten.',
      'Beim Polieren arbeiten wir mit einer Exzentermaschine und, je nach Zustand, mit mehreren Polierstufen. Eine schleifende Politur trägt eine hauchdünne Lackschicht ab und entfernt dabei Waschkratzer, Hologramme und matte Stellen. Eine feine Hochglanzpolitur bringt anschließend Tiefe und Brillanz zurück. Vorher messen wir die Lackschichtdicke, damit an Kanten und bereits nachlackierten Bereichen nicht zu viel abgetragen wird.',
      'Zum Schluss tragen wir eine Versiegelung auf. Sie bildet einen unsichtbaren Schutzfilm, an dem Wasser abperlt und an dem Salz, Schmutz und Insektenreste schlechter haften. Eine hochwertige Polymerversiegelung hält etwa drei bis sechs Monate, also genau über die Wintersaison. Auch Kunststoffteile, Gummidichtungen und Felgen behandeln wir mit passenden Pflegeprodukten. Für eine komplette Aufbereitung sollten Sie je nach Fahrzeuggröße und Lackzustand einen Tag und 250 bis 450 Euro einplanen.',
      'Damit der Schutz lange hält, ein paar Tipps für den Winter: Waschen Sie das Auto auch bei Kälte regelmäßig, am besten mit Unterbodenwäsche, damit sich das Salz nicht festsetzt. Entfernen Sie Schnee mit einem weichen Besen, statt mit dem Eiskratzer über den Lack zu fahren. Und lassen Sie frische Steinschläge rechtzeitig ausbessern, bevor Feuchtigkeit bis zum Blech vordringt. Im Frühjahr lohnt sich dann ein kurzer Check, ob die Versiegelung erneuert werden sollte.',
    ],
    motif: 'polish',
    hue: 95,
    imageAlt: 'Illustration einer Poliermaschine auf einer glänzenden Motorhaube, auf der Wassertropfen abperlen',
  },
  {
    slug: 'keramikversiegelung-was-sie-kann',
    title: 'Keramikversiegelung: Was sie kann und was nicht',
    date: '2026-08-19',
    category: 'Fahrzeugpflege',
    excerpt:
      'Keramikversiegelungen versprechen jahrelangen Glanz und Schutz. Wir erklären ehrlich, was die Beschichtung tatsächlich leistet, wo ihre Grenzen liegen und für wen sich die Investition lohnt.',
    body: [
      'Kaum ein Thema in der Fahrzeugpflege wird so leidenschaftlich diskutiert wie die Keramikversiegelung. Manche Werbeversprechen klingen, als würde das Auto danach nie wieder schmutzig oder zerkratzt. Die Wahrheit liegt wie so oft in der Mitte. Technisch handelt es sich um eine flüssig aufgetragene Beschichtung auf Basis von Siliziumdioxid, die sich mit der Lackoberfläche verbindet und zu einer sehr dünnen, harten Schutzschicht aushärtet.',
      'Was sie kann, ist beeindruckend: Die Oberfläche wird extrem glatt und wasserabweisend, Schmutz haftet deutlich schlechter, und das Auto lässt sich viel leichter reinigen. Die Beschichtung ist widerstandsfähiger gegen Vogelkot, Baumharz, UV-Strahlung und Streusalz als Wachs oder herkömmliche Versiegelungen. Bei richtiger Pflege hält sie zwei bis fünf Jahre. Außerdem verleiht sie dem Lack einen auffallend tiefen, satten Glanz, besonders bei dunklen Farben.',
      'Was sie nicht kann, wird gern verschwiegen. Die oft beworbene „Härte 9H“ bezieht sich auf einen Bleistifttest und bedeutet nicht, dass der Lack kratzfest wird. Gegen Steinschläge, Parkrempler oder einen Schlüssel in der Hand eines Vandalen schützt eine Keramikschicht nicht; dafür wäre eine Lackschutzfolie die richtige Wahl. Auch feine Waschkratzer aus Bürstenanlagen können weiterhin entstehen, wenn auch seltener. Und Kalkflecken bilden sich trotzdem, wenn Wassertropfen in der Sonne eintrocknen.',
      'Entscheidend für das Ergebnis ist die Vorbereitung. Eine Keramikschicht konserviert den Zustand des Lacks, und zwar einschließlich aller Kratzer und Hologramme. Deshalb waschen, kneten und polieren wir das Fahrzeug vor der Beschichtung gründlich, oft in zwei oder drei Stufen. Danach wird der Lack entfettet und die Versiegelung Bauteil für Bauteil aufgetragen. Insgesamt dauert das zwei bis drei Tage, die Kosten liegen inklusive Lackaufbereitung meist zwischen 700 und 1.500 Euro.',
      'Nach der Behandlung sollte das Fahrzeug mindestens 24 Stunden trocken bleiben, vollständig ausgehärtet ist die Schicht nach etwa zwei Wochen. Waschen Sie danach möglichst von Hand oder in einer Textilwaschanlage und verzichten Sie auf aggressive Reiniger. Für wen lohnt sich das? Vor allem für Neuwagen und frisch aufbereitete Fahrzeuge, die Sie lange fahren möchten. Wer sein Auto nach zwei Jahren ohnehin abgibt, ist mit einer klassischen Versiegelung oft genauso gut bedient.',
    ],
    motif: 'polish',
    hue: 170,
    imageAlt: 'Illustration eines Applikators, der eine glänzende Schutzschicht auf einen dunklen Autolack aufträgt',
  },
  {
    slug: 'neue-lackierkabine-in-unserer-werkstatt',
    title: 'Neue Lackierkabine: Mehr Platz, mehr Qualität, weniger Energie',
    date: '2026-09-09',
    category: 'Werkstatt',
    excerpt:
      'Nach drei Wochen Umbau ist sie in Betrieb: unsere neue Lackierkabine in der Industriestraße 12. Was sich dadurch für Ihre Reparatur ändert und warum wir in die neue Technik investiert haben.',
    body: [
      'In den vergangenen Wochen war es in unserer Lackiererei ungewohnt laut. Die alte Kabine, die fast zwanzig Jahre lang zuverlässig ihren Dienst getan hat, wurde abgebaut, und an ihrer Stelle steht nun eine neue Lackier- und Trockenkabine auf dem aktuellen Stand der Technik. Während des Umbaus mussten wir einige Lackierarbeiten verschieben. Allen Kundinnen und Kunden, die deshalb etwas länger warten mussten, danken wir herzlich für ihre Geduld.',
      'Die neue Kabine ist über sieben Meter lang und gut drei Meter hoch. Damit passen jetzt auch Transporter, Kastenwagen und ausgebaute Campingbusse hinein, die wir bisher nur in Abschnitten lackieren konnten. Für Handwerksbetriebe und Gewerbekunden aus der Region ist das eine echte Erleichterung. Gleichzeitig haben wir die Beleuchtung vollständig auf LED-Leuchten in Tageslichtqualität umgestellt, die den Farbton so zeigen, wie Sie ihn später auf der Straße sehen.',
      'Herzstück der Anlage ist die Luftführung. Gefilterte Frischluft strömt gleichmäßig von der Decke nach unten und wird durch Bodengitter abgesaugt. So werden Sprühnebel und Staubpartikel sofort vom Fahrzeug weggeführt, und Einschlüsse im Lack werden deutlich seltener. Ein mehrstufiges Filtersystem hält Lackpartikel zurück, bevor die Abluft nach draußen gelangt. Für unsere Lackierer bedeutet das außerdem eine sauberere und gesündere Arbeitsumgebung.',
      'Auch beim Energieverbrauch hat sich viel getan. Eine Wärmerückgewinnung nutzt die Energie der warmen Abluft, um die einströmende Frischluft vorzuwärmen, und drehzahlgeregelte Ventilatoren laufen nur so stark wie nötig. Nach den ersten Wochen im Betrieb sehen wir, dass wir pro Trocknungsvorgang rund ein Drittel weniger Energie verbrauchen als bisher. Das schont die Umwelt und hilft uns, unsere Preise trotz gestiegener Kosten stabil zu halten.',
      'Für Sie als Kunde heißt das vor allem: kürzere Wartezeiten und eine noch gleichmäßigere Lackqualität. Weil die Trocknung schneller und gleichmäßiger abläuft, können wir mehr Fahrzeuge am Tag lackieren und Termine verlässlicher planen. Wer sich die neue Kabine einmal aus der Nähe ansehen möchte, ist herzlich eingeladen. Sprechen Sie uns bei Ihrem nächsten Besuch in der Industriestraße 12 einfach an, wir führen Sie gern durch die Lackiererei.',
    ],
    motif: 'workshop',
    hue: 225,
    imageAlt:
      'Illustration einer hell beleuchteten Lackierkabine mit geöffnetem Rolltor, in der ein abgeklebtes Auto steht',
  },
  {
    slug: 'kunststoffreparatur-stossfaenger-statt-neuteil',
    title: 'Kunststoffreparatur am Stoßfänger: Reparieren statt neu kaufen',
    date: '2026-11-04',
    category: 'Unfallinstandsetzung',
    excerpt:
      'Risse, Löcher oder abgerissene Halter am Stoßfänger bedeuten nicht automatisch ein teures Neuteil. Mit moderner Kunststoffreparatur sparen Sie oft mehrere hundert Euro und schonen Ressourcen.',
    body: [
      'Der Stoßfänger ist das Bauteil, das bei Parkremplern, Auffahrunfällen und Begegnungen mit Pollern am häufigsten etwas abbekommt. Früher wurde ein gerissener Stoßfänger meist einfach ersetzt. Heute ist das oft unnötig teuer: Ein neuer Stoßfänger kostet mit Lackierung und Montage bei vielen Fahrzeugen zwischen 800 und 1.800 Euro, bei Modellen mit zahlreichen Sensoren auch mehr. Eine fachgerechte Kunststoffreparatur ist dagegen häufig schon für 250 bis 600 Euro möglich.',
      'Entscheidend ist zunächst, um welchen Kunststoff es sich handelt. Die meisten Stoßfänger bestehen aus Polypropylen mit Zusätzen, manche aus Polyurethan oder glasfaserverstärkten Materialien. Die Kennzeichnung finden wir auf der Innenseite des Bauteils. Danach richtet sich das Reparaturverfahren, denn nicht jeder Kunststoff lässt sich schweißen, und nicht jeder Kleber haftet auf jedem Material. Eine falsche Wahl würde sich spätestens im nächsten Winter als neuer Riss zeigen.',
      'Risse und abgerissene Laschen verschweißen wir mit Heißluft und passendem Schweißdraht oder setzen von innen erhitzte Edelstahlklammern ein, die sich in den Kunststoff einschmelzen und den Riss wie eine Naht stabilisieren. Größere Löcher oder fehlende Stücke bauen wir mit einem Zweikomponenten-Kunststoffkleber und einem Verstärkungsgewebe wieder auf. Eingedrückte Bereiche lassen sich oft mit Wärme zurückformen, weil der Kunststoff ein gewisses Formgedächtnis besitzt.',
      'Nach der eigentlichen Reparatur wird die Oberfläche geschliffen, mit einem flexiblen Spachtel egalisiert und mit einem Haftvermittler vorbereitet. Erst dann folgen Füller, Basislack und Klarlack mit elastifizierendem Zusatz, damit der Lack die natürliche Bewegung des Kunststoffs mitmacht und nicht abplatzt. Eine Stoßfängerreparatur dauert bei uns inklusive Lackierung in der Regel ein bis zwei Tage, kleinere Risse sind oft schon am selben Tag erledigt.',
      'Einen Punkt prüfen wir bei jeder Reparatur besonders sorgfältig: Hinter vielen Stoßfängern sitzen Parksensoren, Radarsensoren für den Abstandstempomaten oder Totwinkelassistenten. Im Bereich dieser Sensoren gelten strenge Vorgaben für Spachtel- und Lackschichtdicke, weil zu viel Material die Signale verfälschen kann. Nach der Montage prüfen und kalibrieren wir die Systeme deshalb. In den meisten Fällen gilt: Reparieren ist günstiger, schneller erledigt und spart Ressourcen.',
    ],
    motif: 'bumper',
    hue: 5,
    imageAlt:
      'Illustration eines hinteren Stoßfängers mit einem Riss an der Ecke, daneben ein Heißluftgerät für die Kunststoffreparatur',
    galleryReference: {
      before: 'Wie das in der Praxis aussieht, zeigt unsere Galerie: Dort sehen Sie ',
      linkText: 'das Vorher-Bild eines gerissenen Stoßfängers nach einem Parkrempler',
      href: '/galerie/#galerie/3',
      after: ' und gleich daneben das Ergebnis nach einem Tag in unserer Werkstatt.',
    },
  },
];
