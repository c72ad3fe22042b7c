import type { Motif } from './posts.ts';

export const workshop: {
  name: string;
  street: string;
  city: string;
  phone: string;
  email: string;
  openingHours: string[];
} = {
  name: 'Karosserie & Lack Weber GmbH',
  street: 'Industriestraße 12',
  city: '70565 Stuttgart',
  phone: '+49 711 123456',
  email: 'info@karosserie-weber.example',
  openingHours: [
    'Montag bis Freitag: 7:30 – 17:30 Uhr',
    'Samstag: 9:00 – 12:00 Uhr',
    'Sonntag und Feiertage: geschlossen',
  ],
};

/**
 * The site's public address, as WordPress's "site URL" setting holds it: what share links and
 * shared pictures point to (a Host header is the visitor's to choose, so it never goes into them).
 */
export const SITE_URL = 'https://www.karosserie-weber.example';

export interface Service {
  slug: string;
  title: string;
  summary: string;
  details: string[];
  motif: Motif;
  hue: number;
}

export const services: Service[] = [
  {
    slug: 'unfallinstandsetzung',
    title: 'Unfallinstandsetzung',
    summary: 'Wir setzen Ihr Fahrzeug nach einem Unfall fachgerecht und nach Herstellervorgaben wieder instand.',
    details: [
      'Nach einem Unfall nehmen wir Ihnen den Großteil der Arbeit ab: Wir begutachten den Schaden, erstellen einen transparenten Kostenvoranschlag und stimmen uns auf Wunsch direkt mit Ihrer Versicherung ab. Bei Bedarf holen wir Ihr Fahrzeug auch mit unserem Abschleppdienst ab.',
      'Die Reparatur erfolgt nach den Vorgaben des Fahrzeugherstellers, von der Richtbank-Vermessung über den Austausch tragender Teile bis zur Kalibrierung von Fahrerassistenzsystemen. So stellen wir sicher, dass Ihr Auto nach der Instandsetzung genauso sicher ist wie vorher.',
      'Jede Reparatur dokumentieren wir lückenlos mit Fotos und Messprotokollen. Diese Unterlagen erhalten Sie zusammen mit der Rechnung, damit der Werterhalt Ihres Fahrzeugs jederzeit nachvollziehbar bleibt.',
    ],
    motif: 'car',
    hue: 210,
  },
  {
    slug: 'lackierung',
    title: 'Lackierung',
    summary:
      'Von der Teillackierung bis zur Komplettlackierung sorgen wir in unserer modernen Lackierkabine für ein makelloses Finish.',
    details: [
      'Den passenden Farbton ermitteln wir mit einem digitalen Farbmessgerät und mischen ihn in unserer eigenen Mischanlage exakt nach. Durch fachgerechtes Beilackieren angrenzender Flächen entstehen keine sichtbaren Farbunterschiede.',
      'Wir verarbeiten ausschließlich umweltschonende Lacke auf Wasserbasis und trocknen sie in einer temperaturgesteuerten Lackierkabine. Das Ergebnis ist eine widerstandsfähige Oberfläche mit gleichmäßigem Glanz.',
      'Neben Reparaturlackierungen bieten wir auch Sonderlackierungen, Effektlacke und die Lackierung von Anbauteilen wie Spoilern oder Spiegelkappen an.',
    ],
    motif: 'spray',
    hue: 0,
  },
  {
    slug: 'smart-repair',
    title: 'Smart Repair',
    summary: 'Kleine Kratzer, Dellen und Schrammen beseitigen wir punktgenau, schnell und kostengünstig.',
    details: [
      'Bei Smart Repair behandeln wir nur die beschädigte Stelle, statt ganze Bauteile neu zu lackieren. Das spart Zeit und Material und schont die Originallackierung Ihres Fahrzeugs.',
      'Typische Einsatzgebiete sind Parkrempler, Kratzer an Stoßfängern, abgeplatzter Lack an Türkanten oder beschädigte Kunststoffteile. Viele dieser Reparaturen erledigen wir innerhalb eines Tages.',
    ],
    motif: 'bumper',
    hue: 160,
  },
  {
    slug: 'ausbeulen-hagelschaeden',
    title: 'Ausbeulen & Hagelschäden',
    summary:
      'Mit der lackschadenfreien Ausbeultechnik entfernen wir Dellen und Hagelschäden, ohne den Originallack zu beschädigen.',
    details: [
      'Bei der lackschadenfreien Ausbeultechnik drücken unsere Spezialisten die Dellen mit Hebelwerkzeugen von der Innenseite des Blechs behutsam zurück. Spachteln und Lackieren entfallen, der Originallack bleibt vollständig erhalten.',
      'Nach einem Hagelunwetter erstellen wir eine genaue Schadensaufnahme mit Dellenzählung für Ihre Teilkaskoversicherung. Auch bei großflächigen Hagelschäden ist Ihr Fahrzeug in der Regel nach wenigen Tagen wieder einsatzbereit.',
    ],
    motif: 'hail',
    hue: 190,
  },
  {
    slug: 'scheibenreparatur',
    title: 'Scheibenreparatur',
    summary:
      'Steinschläge reparieren wir schnell, und wenn eine Reparatur nicht mehr möglich ist, tauschen wir die Scheibe fachgerecht aus.',
    details: [
      'Ein kleiner Steinschlag in der Windschutzscheibe lässt sich oft mit einem speziellen Harz in weniger als einer Stunde dauerhaft verschließen. Viele Teilkaskoversicherungen übernehmen die Kosten dafür vollständig.',
      'Liegt der Schaden im Sichtfeld des Fahrers oder ist der Riss zu groß, tauschen wir die Scheibe aus. Kameras und Sensoren von Fahrerassistenzsystemen kalibrieren wir anschließend nach Herstellervorgaben neu.',
    ],
    motif: 'glass',
    hue: 200,
  },
  {
    slug: 'fahrzeugaufbereitung',
    title: 'Fahrzeugaufbereitung',
    summary:
      'Wir bringen Ihr Fahrzeug innen und außen wieder zum Glänzen, ob für den Verkauf oder einfach für die eigene Freude.',
    details: [
      'Unsere Aufbereitung umfasst die gründliche Handwäsche, die Reinigung von Felgen und Radkästen sowie eine mehrstufige Lackpolitur, die feine Kratzer und Waschstraßenspuren entfernt. Zum Abschluss versiegeln wir den Lack für einen lang anhaltenden Schutz.',
      'Im Innenraum reinigen wir Polster, Teppiche und Verkleidungen und pflegen Lederausstattungen schonend. Auf Wunsch beseitigen wir auch unangenehme Gerüche mit einer Ozonbehandlung.',
    ],
    motif: 'polish',
    hue: 45,
  },
  {
    slug: 'rostschutz',
    title: 'Rostschutz',
    summary: 'Wir beseitigen Rostschäden und schützen Unterboden und Hohlräume dauerhaft vor Korrosion.',
    details: [
      'Rost beginnt oft unbemerkt an Schwellern, Radläufen oder im Unterboden. Wir prüfen Ihr Fahrzeug auf der Hebebühne, entfernen vorhandenen Rost bis auf das blanke Metall und setzen bei Bedarf neue Blechteile ein.',
      'Anschließend behandeln wir Unterboden und Hohlräume mit hochwertigen Konservierungsmitteln. Besonders vor dem Winter lohnt sich diese Vorsorge, denn Streusalz und Feuchtigkeit setzen dem Blech stark zu.',
    ],
    motif: 'wheel',
    hue: 25,
  },
  {
    slug: 'oldtimer-restaurierung',
    title: 'Oldtimer-Restaurierung',
    summary: 'Mit Erfahrung und Liebe zum Detail restaurieren wir klassische Fahrzeuge originalgetreu.',
    details: [
      'Ob Teilrestaurierung oder vollständiger Neuaufbau: Wir besprechen mit Ihnen zunächst ausführlich Zustand, Ziele und Budget. Jeder Arbeitsschritt wird mit Fotos dokumentiert, sodass Sie den Fortschritt Ihres Klassikers jederzeit verfolgen können.',
      'Unsere Karosseriebauer fertigen fehlende Blechteile bei Bedarf in Handarbeit nach. Die Lackierung erfolgt im originalen Farbton, abgestimmt auf die Epoche Ihres Fahrzeugs.',
      'Auf Wunsch unterstützen wir Sie bei der Vorbereitung auf die Begutachtung für das H-Kennzeichen. So steht Ihrem Oldtimer auch rechtlich nichts mehr im Weg.',
    ],
    motif: 'workshop',
    hue: 30,
  },
];

export const homeIntro: {
  heading: string;
  rotatingWords: string[];
  lead: string;
  highlights: { title: string; text: string }[];
} = {
  // The hero's title: "Wir beseitigen" and the first word in the markup, the others rotate in.
  heading: 'Wir beseitigen',
  rotatingWords: ['Dellen', 'Kratzer', 'Hagelschäden', 'Unfallschäden'],
  lead: 'Seit über 30 Jahren reparieren wir in Stuttgart-Vaihingen Karosserie- und Lackschäden aller Marken. Wir arbeiten sorgfältig, termintreu und mit festen Ansprechpartnern vom ersten Anruf bis zur Fahrzeugübergabe.',
  highlights: [
    {
      title: 'Meisterbetrieb',
      text: 'Unser Team aus Karosseriebau- und Lackierermeistern arbeitet nach Herstellervorgaben und bildet selbst Nachwuchs aus.',
    },
    {
      title: 'Direktabrechnung mit Versicherungen',
      text: 'Wir rechnen Haftpflicht- und Kaskoschäden direkt mit Ihrer Versicherung ab, damit Sie sich um nichts kümmern müssen.',
    },
    {
      title: 'Ersatzwagen',
      text: 'Damit Sie mobil bleiben, stellen wir Ihnen für die Dauer der Reparatur auf Wunsch einen Ersatzwagen zur Verfügung.',
    },
  ],
};

/**
 * The home page's hero slider: three services first, each with its picture
 * (/images/services/SLUG.svg) and a one-line teaser; the time-lapse and the YouTube tour of the
 * gallery (content/gallery.ts) follow. Every teaser is short: all slides keep one box, so the
 * slider's height does not jump while it rotates.
 */
export const heroSlides: {
  services: { slug: string; teaser: string; alt: string }[];
  timeLapseTeaser: string;
  tourTeaser: string;
} = {
  services: [
    {
      slug: 'unfallinstandsetzung',
      teaser: 'Nach Herstellervorgaben, mit Direktabrechnung bei Ihrer Versicherung.',
      alt: 'Ein blaues Auto auf der Straße, unversehrt und frisch glänzend',
    },
    {
      slug: 'lackierung',
      teaser: 'Farbton gemessen und nachgemischt – kein Unterschied zu sehen.',
      alt: 'Eine Lackierpistole sprüht roten Lack auf ein graues Karosserieteil',
    },
    {
      slug: 'smart-repair',
      teaser: 'Kratzer und Schrammen punktgenau beseitigt, oft an einem Tag.',
      alt: 'Ein grüner Stoßfänger mit Riss und Schrammen an der Ecke, daneben ein Lackstift',
    },
  ],
  timeLapseTeaser: 'Eine Lackierung in fünf Sekunden, von unserem eigenen Server.',
  tourTeaser: 'Unser Meister zeigt die Werkstatt. Von YouTube, erst nach Ihrer Einwilligung.',
};

export const testimonials: { author: string; text: string }[] = [
  {
    author: 'Sabine K.',
    text: 'Nach meinem Auffahrunfall hat sich das Team um alles gekümmert, sogar um die Abrechnung mit der Versicherung. Das Auto sieht aus wie neu.',
  },
  {
    author: 'Thomas R.',
    text: 'Der Farbton an der neu lackierten Tür passt perfekt, man sieht absolut keinen Unterschied. Sehr empfehlenswert!',
  },
  {
    author: 'Melanie S.',
    text: 'Über dreißig Hageldellen wurden ohne Lackieren entfernt, und das innerhalb von drei Tagen. Freundlich, schnell und zuverlässig.',
  },
  {
    author: 'Jürgen W.',
    text: 'Meinen Oldtimer von 1968 habe ich nur hier in gute Hände gegeben. Die Restaurierung ist mit viel Sachverstand und Liebe zum Detail gelungen.',
  },
  {
    author: 'Ayşe D.',
    text: 'Kratzer in der Stoßstange morgens abgegeben, abends wieder abgeholt. Faire Preise und eine ehrliche Beratung.',
  },
];

/** /ablauf/: the five steps of a repair, each a full-screen section with its own address. */
export const repairSteps: { id: string; title: string; paragraphs: string[] }[] = [
  {
    id: 'schaden-ansehen',
    title: 'Schaden ansehen und Kostenvoranschlag',
    paragraphs: [
      'Sie kommen ohne Termin vorbei oder schicken uns Fotos. Wir sehen uns den Schaden gemeinsam mit Ihnen an, messen bei Bedarf die Lackschichtdicke und erklären, was zu tun ist.',
      'Sie bekommen einen schriftlichen Kostenvoranschlag, bei Versicherungsschäden auf Wunsch ein Gutachten von einem unabhängigen Sachverständigen.',
    ],
  },
  {
    id: 'termin',
    title: 'Termin und Ersatzwagen',
    paragraphs: [
      'Wir vereinbaren einen Termin, der Ihnen passt, und bestellen die Teile vorab, damit Ihr Auto nicht länger bei uns steht als nötig.',
      'Für die Dauer der Reparatur steht ein Ersatzwagen bereit. Mit der Versicherung rechnen wir direkt ab.',
    ],
  },
  {
    id: 'reparatur',
    title: 'Reparatur von Karosserie und Lack',
    paragraphs: [
      'Dellen drücken wir, wenn möglich, ohne Lackieren heraus; verzogene Teile richten wir auf der Richtbank nach Herstellervorgaben. Was nicht mehr zu retten ist, ersetzen wir.',
      'In der Lackierkabine mischen wir den Farbton nach Farbcode und Messung, lackieren und trocknen den Lack bei 60 °C.',
    ],
  },
  {
    id: 'kontrolle',
    title: 'Qualitätskontrolle',
    paragraphs: [
      'Ein zweiter Meister prüft Spaltmaße, Farbton bei Tageslicht und unter der Lampe, die Elektrik und die Assistenzsysteme. Kameras und Sensoren werden neu kalibriert.',
      'Erst wenn alles stimmt, wird das Auto gewaschen und innen gereinigt.',
    ],
  },
  {
    id: 'uebergabe',
    title: 'Übergabe',
    paragraphs: [
      'Wir zeigen Ihnen die reparierten Stellen und erklären die Rechnung Posten für Posten.',
      'Auf Karosserie- und Lackarbeiten geben wir drei Jahre Garantie. Fällt Ihnen später etwas auf, kommen Sie einfach vorbei.',
    ],
  },
];

export const faq: { question: string; answer: string }[] = [
  {
    question: 'Brauche ich für eine Schadensbegutachtung einen Termin?',
    answer:
      'Für eine kurze Einschätzung können Sie während unserer Öffnungszeiten gerne ohne Termin vorbeikommen. Für ausführliche Kostenvoranschläge empfehlen wir eine kurze telefonische Terminvereinbarung, damit wir uns ausreichend Zeit für Sie nehmen können.',
  },
  {
    question: 'Rechnen Sie direkt mit meiner Versicherung ab?',
    answer:
      'Ja, bei Haftpflicht-, Teilkasko- und Vollkaskoschäden rechnen wir in der Regel direkt mit der Versicherung ab. Sie zahlen lediglich eine eventuell vereinbarte Selbstbeteiligung.',
  },
  {
    question: 'Wie lange dauert eine Reparatur?',
    answer:
      'Kleinere Smart-Repair-Arbeiten erledigen wir häufig innerhalb eines Tages. Bei größeren Unfallschäden hängt die Dauer vom Umfang und der Lieferzeit der Ersatzteile ab; einen verbindlichen Fertigstellungstermin nennen wir Ihnen bei Auftragserteilung.',
  },
  {
    question: 'Bekomme ich während der Reparatur einen Ersatzwagen?',
    answer:
      'Ja, wir stellen Ihnen auf Wunsch einen Ersatzwagen zur Verfügung. Bei Haftpflichtschäden übernimmt die gegnerische Versicherung in der Regel die Kosten dafür.',
  },
  {
    question: 'Reparieren Sie Fahrzeuge aller Marken?',
    answer:
      'Ja, als freie Fachwerkstatt reparieren wir Pkw und leichte Nutzfahrzeuge aller Marken. Die Herstellergarantie bleibt erhalten, da wir nach den Vorgaben der Hersteller arbeiten und Originalteile oder gleichwertige Ersatzteile verwenden.',
  },
  {
    question: 'Welche Garantie geben Sie auf Lackierarbeiten?',
    answer:
      'Auf unsere Lackierarbeiten gewähren wir drei Jahre Garantie. Sollte wider Erwarten ein Mangel auftreten, beheben wir ihn selbstverständlich kostenlos.',
  },
];

export interface PolicySection {
  heading: string;
  paragraphs: string[];
}

export const privacyPolicy: PolicySection[] = [
  {
    heading: 'Verantwortlicher',
    paragraphs: [
      'Verantwortlich für die Verarbeitung personenbezogener Daten auf dieser Website im Sinne der Datenschutz-Grundverordnung (DSGVO) ist die Karosserie & Lack Weber GmbH, Industriestraße 12, 70565 Stuttgart, Telefon +49 711 123456, E-Mail info@karosserie-weber.example.',
      'Wir nehmen den Schutz Ihrer persönlichen Daten sehr ernst. In dieser Datenschutzerklärung informieren wir Sie darüber, welche Daten wir beim Besuch unserer Website erheben, zu welchen Zwecken wir sie verarbeiten und welche Rechte Ihnen zustehen.',
    ],
  },
  {
    heading: 'Server-Logfiles',
    paragraphs: [
      'Bei jedem Aufruf unserer Website speichert unser Webserver automatisch Informationen in sogenannten Server-Logfiles. Dazu gehören die IP-Adresse Ihres Endgeräts, Datum und Uhrzeit des Zugriffs, die aufgerufene Seite, die zuvor besuchte Seite (Referrer), der verwendete Browser und das Betriebssystem.',
      'Die Verarbeitung erfolgt auf Grundlage von Art. 6 Abs. 1 lit. f DSGVO. Unser berechtigtes Interesse liegt in der technisch fehlerfreien Bereitstellung und der Sicherheit unserer Website. Die Logfiles werden nach 14 Tagen automatisch gelöscht, sofern sie nicht zur Aufklärung eines Sicherheitsvorfalls benötigt werden.',
    ],
  },
  {
    heading: 'Cookies und Einwilligung',
    paragraphs: [
      'Beim ersten Besuch unserer Website blenden wir ein Einwilligungsbanner ein, in dem Sie selbst entscheiden, welche Cookies und vergleichbaren Technologien wir verwenden dürfen. Wir unterscheiden vier Kategorien: Funktionale Cookies sind für den Betrieb der Website erforderlich, etwa für den Warenkorb oder die Speicherung Ihrer Einwilligung, und werden immer gesetzt. Präferenz-Cookies speichern Ihre Einstellungen, Statistik-Cookies helfen uns, die Nutzung der Website in anonymisierter Form auszuwerten, und Marketing-Cookies ermöglichen das Laden externer Inhalte wie Videos und Karten.',
      'Cookies der Kategorien Präferenzen, Statistiken und Marketing setzen wir nur mit Ihrer Einwilligung gemäß Art. 6 Abs. 1 lit. a DSGVO und § 25 Abs. 1 TDDDG. Funktionale Cookies beruhen auf § 25 Abs. 2 TDDDG sowie auf unserem berechtigten Interesse an einer funktionsfähigen Website nach Art. 6 Abs. 1 lit. f DSGVO.',
      'Ihre Auswahl speichern wir in Cookies, deren Namen mit „cmplz_“ beginnen. Sie können Ihre Einwilligung jederzeit auf dieser Seite ändern oder mit Wirkung für die Zukunft widerrufen. Die Rechtmäßigkeit der bis zum Widerruf erfolgten Verarbeitung bleibt davon unberührt.',
    ],
  },
  {
    heading: 'Kontaktformular',
    paragraphs: [
      'Wenn Sie uns über das Kontaktformular eine Anfrage senden, verarbeiten wir Ihren Namen, Ihre E-Mail-Adresse, optional Angaben zu Ihrem Fahrzeug sowie den Inhalt Ihrer Nachricht, um Ihre Anfrage zu beantworten. Rechtsgrundlage ist Art. 6 Abs. 1 lit. b DSGVO, sofern Ihre Anfrage mit einem Vertrag oder der Anbahnung eines Vertrags zusammenhängt, im Übrigen Art. 6 Abs. 1 lit. f DSGVO.',
      'Ihre Angaben löschen wir, sobald Ihre Anfrage abschließend bearbeitet ist und keine gesetzlichen Aufbewahrungspflichten entgegenstehen. Eine Weitergabe an Dritte findet nicht statt.',
    ],
  },
  {
    heading: 'Newsletter',
    paragraphs: [
      'Für unseren Newsletter „Werkstatt-Post“ verarbeiten wir Ihre E-Mail-Adresse. Damit niemand Sie ohne Ihr Wissen anmeldet, schicken wir Ihnen zuerst eine E-Mail mit einem Bestätigungslink; erst nach Ihrer Bestätigung erhalten Sie den Newsletter (Double-Opt-in). Rechtsgrundlage ist Ihre Einwilligung nach Art. 6 Abs. 1 lit. a DSGVO.',
      'Sie können den Newsletter jederzeit über den Abmeldelink in jeder Ausgabe oder mit einer kurzen Nachricht an uns abbestellen. Ihre Adresse löschen wir dann aus dem Verteiler.',
    ],
  },
  {
    heading: 'Shop und Bestellungen',
    paragraphs: [
      'Für die Abwicklung von Bestellungen in unserem Onlineshop verarbeiten wir Ihren Namen, Ihre Rechnungs- und Lieferadresse, Ihre E-Mail-Adresse sowie die bestellten Artikel. Rechtsgrundlage ist Art. 6 Abs. 1 lit. b DSGVO, da diese Daten zur Erfüllung des Kaufvertrags erforderlich sind.',
      'Zur Zustellung geben wir Ihren Namen und Ihre Lieferadresse an das beauftragte Versandunternehmen weiter. Zahlungsdaten werden ausschließlich an den jeweils gewählten Zahlungsdienstleister übermittelt.',
      'Bestell- und Rechnungsdaten bewahren wir entsprechend den handels- und steuerrechtlichen Vorgaben bis zu zehn Jahre auf. Danach werden sie gelöscht.',
    ],
  },
  {
    heading: 'Kundenforum',
    paragraphs: [
      'In unserem Kundenforum können Sie sich mit anderen Fahrzeugbesitzern austauschen. Für die Registrierung benötigen wir einen Benutzernamen, Ihre E-Mail-Adresse und ein Passwort; Ihre Beiträge werden zusammen mit Ihrem Benutzernamen und dem Zeitpunkt der Veröffentlichung öffentlich angezeigt.',
      'Rechtsgrundlage ist Art. 6 Abs. 1 lit. b DSGVO. Sie können Ihr Benutzerkonto jederzeit löschen lassen; Ihre Beiträge werden dann gelöscht oder auf Wunsch anonymisiert.',
    ],
  },
  {
    heading: 'Eingebettete Videos',
    paragraphs: [
      'Auf einigen Seiten binden wir Videos der Plattform YouTube ein, die von der Google Ireland Limited, Gordon House, Barrow Street, Dublin 4, Irland, betrieben wird. Wir nutzen dabei den erweiterten Datenschutzmodus, bei dem nach Angaben des Anbieters erst beim Abspielen eines Videos Informationen über Ihren Besuch gespeichert werden.',
      'Die Videos werden erst geladen, nachdem Sie in die Kategorie Marketing eingewilligt haben. Erst dann wird eine Verbindung zu den Servern von YouTube hergestellt, wobei unter anderem Ihre IP-Adresse übermittelt wird und eine Übertragung in die USA nicht ausgeschlossen werden kann. Rechtsgrundlage ist Ihre Einwilligung nach Art. 6 Abs. 1 lit. a DSGVO.',
    ],
  },
  {
    heading: 'Karten',
    paragraphs: [
      'Um Ihnen die Anfahrt zu unserer Werkstatt zu zeigen, binden wir Karten von Google Maps ein, einem Dienst der Google Ireland Limited, Gordon House, Barrow Street, Dublin 4, Irland.',
      'Die Karte wird erst geladen, nachdem Sie in die Kategorie Marketing eingewilligt haben. Dabei wird Ihre IP-Adresse an die Server von Google übermittelt; eine Übertragung in die USA kann nicht ausgeschlossen werden. Rechtsgrundlage ist Ihre Einwilligung nach Art. 6 Abs. 1 lit. a DSGVO; ohne Einwilligung finden Sie unsere Adresse weiterhin als Text auf der Kontaktseite.',
    ],
  },
  {
    heading: 'Ihre Rechte',
    paragraphs: [
      'Sie haben das Recht auf Auskunft über die von uns gespeicherten personenbezogenen Daten (Art. 15 DSGVO), auf Berichtigung unrichtiger Daten (Art. 16 DSGVO), auf Löschung (Art. 17 DSGVO), auf Einschränkung der Verarbeitung (Art. 18 DSGVO), auf Widerspruch gegen die Verarbeitung (Art. 21 DSGVO) sowie auf Datenübertragbarkeit (Art. 20 DSGVO). Für die Ausübung Ihrer Rechte genügt eine formlose Nachricht an info@karosserie-weber.example.',
      'Unbeschadet anderer Rechtsbehelfe haben Sie außerdem das Recht, sich bei einer Datenschutz-Aufsichtsbehörde zu beschweren. Für uns zuständig ist der Landesbeauftragte für den Datenschutz und die Informationsfreiheit Baden-Württemberg, Lautenschlagerstraße 20, 70173 Stuttgart.',
    ],
  },
];

export interface Product {
  sku: string;
  name: string;
  description: string;
  priceCents: number;
  motif: Motif;
  hue: number;
  maxQuantity: number;
}

export const products: Product[] = [
  {
    sku: 'lackstift',
    name: 'Lackstift im Wunschfarbton',
    description: 'Nach Ihrem Farbcode exakt angemischter Lackstift zum Ausbessern kleiner Steinschläge und Kratzer.',
    priceCents: 2490,
    motif: 'spray',
    hue: 0,
    maxQuantity: 10,
  },
  {
    sku: 'politur-set',
    name: 'Politur-Set',
    description:
      'Schleifpolitur, Hochglanzpolitur und zwei Polierpads für strahlenden Glanz bei der Lackpflege zu Hause.',
    priceCents: 3990,
    motif: 'polish',
    hue: 45,
    maxQuantity: 5,
  },
  {
    sku: 'felgenreiniger',
    name: 'Felgenreiniger',
    description: 'Säurefreier Felgenreiniger (500 ml), der Bremsstaub und hartnäckigen Schmutz schonend löst.',
    priceCents: 1290,
    motif: 'wheel',
    hue: 220,
    maxQuantity: 20,
  },
  {
    sku: 'gutschein-fahrzeugaufbereitung',
    name: 'Gutschein Fahrzeugaufbereitung',
    description: 'Gutschein für eine komplette Innen- und Außenaufbereitung in unserer Werkstatt, ideal als Geschenk.',
    priceCents: 19900,
    motif: 'car',
    hue: 280,
    maxQuantity: 5,
  },
  {
    sku: 'steinschlag-reparaturset',
    name: 'Steinschlag-Reparaturset',
    description: 'Set mit Reparaturharz und Applikator zum Verschließen kleiner Steinschläge in der Windschutzscheibe.',
    priceCents: 1990,
    motif: 'glass',
    hue: 195,
    maxQuantity: 10,
  },
  {
    sku: 'mikrofasertuecher-10er-pack',
    name: 'Mikrofasertücher (10er-Pack)',
    description: 'Zehn weiche, fusselfreie Mikrofasertücher für Lack, Glas und Innenraum.',
    priceCents: 1490,
    motif: 'polish',
    hue: 130,
    maxQuantity: 20,
  },
];

/** Notices every forum visitor sees. A success message ("published") belongs only to the one who posted. */
export const forumNotices: { type: 'info' | 'success' | 'warning' | 'error'; text: string }[] = [
  {
    type: 'info',
    text: 'Bitte beachten Sie unsere Forenregeln: Bleiben Sie sachlich, respektieren Sie andere Mitglieder und veröffentlichen Sie keine Kennzeichen oder persönlichen Daten.',
  },
  {
    type: 'error',
    text: 'Bilder über 5 MB können nicht hochgeladen werden.',
  },
];

/** The forum's weekly maintenance window: Tuesday (0 = Sunday) evening, German time. */
export const FORUM_MAINTENANCE = { weekday: 2, from: '20:00', to: '23:00', timeZone: 'Europe/Berlin' } as const;

/**
 * The next maintenance day after today (YYYY-MM-DD), by the server's clock in German time: a
 * notice with a fixed date goes stale, one computed from the clock never names a day past.
 */
export function nextForumMaintenance(now: Date): string {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: FORUM_MAINTENANCE.timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(now);
  const part = (type: string) => parts.find((p) => p.type === type)!.value;
  const day = new Date(`${part('year')}-${part('month')}-${part('day')}T00:00:00Z`);
  // Today's window may already be over when the page is read; the next one is always ahead.
  const daysAhead = (FORUM_MAINTENANCE.weekday - day.getUTCDay() + 7) % 7 || 7;
  day.setUTCDate(day.getUTCDate() + daysAhead);
  return day.toISOString().slice(0, 10);
}

export const forumTopics: { title: string; author: string; replies: number; lastPost: string }[] = [
  {
    title: 'Steinschlag in der Windschutzscheibe: reparieren oder tauschen?',
    author: 'Markus B.',
    replies: 12,
    lastPost: '2026-03-02',
  },
  { title: 'Wie pflege ich Mattlack richtig?', author: 'Lena F.', replies: 8, lastPost: '2026-02-27' },
  { title: 'Erfahrungen mit Hagelschaden und Teilkasko', author: 'Stefan H.', replies: 21, lastPost: '2026-02-24' },
  { title: 'Rost an den Schwellern: Was tun vor dem TÜV?', author: 'Klaus M.', replies: 15, lastPost: '2026-02-19' },
  { title: 'Lackstift richtig auftragen: eure Tipps', author: 'Nina P.', replies: 6, lastPost: '2026-02-11' },
  {
    title: 'Restaurierungstagebuch: Mein Cabrio Baujahr 1971',
    author: 'Jürgen W.',
    replies: 34,
    lastPost: '2026-02-05',
  },
  { title: 'Felgen im Winter reinigen: welches Mittel?', author: 'Dennis K.', replies: 9, lastPost: '2026-01-28' },
  {
    title: 'Parkrempler ohne Zettel: Wer zahlt den Schaden?',
    author: 'Claudia R.',
    replies: 17,
    lastPost: '2026-01-15',
  },
];

/**
 * What § 5 DDG asks of a GmbH's website (invented for the demo): name and legal form, an address for
 * service, who represents it, fast contact, the commercial register, the VAT ID, and for a master
 * craftsman's trade its chamber, professional title and rules (§ 5 Abs. 1 Nr. 5 DDG).
 */
export const legalNotice = {
  managingDirectors: ['Michael Weber', 'Sandra Weber'],
  registerCourt: 'Amtsgericht Stuttgart',
  registerNumber: 'HRB 735218',
  vatId: 'DE284517396',
  chamber: 'Handwerkskammer Region Stuttgart, Heilbronner Straße 43, 70191 Stuttgart',
  professionalTitles:
    'Karosserie- und Fahrzeugbauermeister, Fahrzeuglackierermeister (verliehen in der Bundesrepublik Deutschland)',
  professionalRules: 'Handwerksordnung (HwO), abrufbar unter www.gesetze-im-internet.de/hwo',
  contentResponsible: 'Michael Weber, Industriestraße 12, 70565 Stuttgart',
} as const;

export const contactIntro: string =
  'Sie haben Fragen zu einem Schaden oder möchten einen Termin vereinbaren? Rufen Sie uns an, schreiben Sie uns über das Formular oder kommen Sie während unserer Öffnungszeiten einfach in der Werkstatt vorbei.';

export const shippingInfo: string[] = [
  'Innerhalb Deutschlands berechnen wir für den Versand pauschal 4,95 €, ab einem Bestellwert von 50 € liefern wir versandkostenfrei.',
  'Die Lieferzeit beträgt in der Regel zwei bis drei Werktage; individuell angemischte Lackstifte versenden wir innerhalb von fünf Werktagen.',
  'Sie können Ihre Bestellung auch kostenlos während unserer Öffnungszeiten in der Werkstatt in der Industriestraße 12 in Stuttgart abholen.',
];

export const checkoutSteps: string[] = [
  'Warenkorb prüfen',
  'Adresse eingeben',
  'Versand und Zahlung wählen',
  'Bestellung absenden',
];
