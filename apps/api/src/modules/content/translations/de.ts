import type { ContentTranslation } from './types';

/** Published content in German. */
export const de: ContentTranslation = {
  blog_post: {
    'first-time-hosting-checklist': {
      title: 'Die Checkliste für neue Gastgeber',
      category: 'Gastgeben',
      excerpt:
        'Zehn Dinge, die unsere beliebtesten Gastgeber vorbereiten, bevor der erste Gast ankommt – vom Türcode bis zum Willkommensgruß.',
      body: `Wer zum ersten Mal Gäste empfängt, sollte vor allem Überraschungen vermeiden. Gäste, die nach einer langen Reise müde ankommen, wollen drei Dinge: hineinkommen, das WLAN finden und wissen, wo sie schlafen.

Fang beim Check-in an. Mit einem Tastenschloss oder einem Schlüsselsafe können Gäste zu jeder Uhrzeit anreisen, und eine kurze Nachricht mit Fotos vom Eingang beantwortet die meisten Fragen, bevor sie überhaupt gestellt werden.

Formuliere deine Hausregeln in einfachen Worten und halte sie kurz. Ruhezeiten, Rauchen, Haustiere und die Zahl der Gäste decken fast jeden Fall ab.

Sorge für das Nötigste: saubere Handtücher für jeden Gast, Toilettenpapier, Seife, einen Föhn, Kaffee und einen Erste-Hilfe-Kasten. Solche Kleinigkeiten erwähnen Gäste in ihren Bewertungen öfter als die Aussicht.

Und schließlich: Setze deinen Preis in den ersten Wochen etwas unter den Durchschnitt der Gegend. Erste Bewertungen sind wichtiger als erste Einnahmen, und sobald du sie hast, kannst du den Preis anheben.`,
    },
    'slow-travel-lisbon': {
      title: 'Eine entschleunigte Woche in Lissabon',
      category: 'Reiseführer',
      excerpt:
        'Straßenbahnen, Kachelfassaden und lange Mittagessen: So verbringst du sieben gemächliche Tage in der Stadt der sieben Hügel.',
      body: `Lissabon belohnt alle, die länger als ein Wochenende bleiben. Miete eine Wohnung in Graça oder Campo de Ourique statt im Zentrum, und die Stadt fühlt sich bald eher wie eine Nachbarschaft an als wie eine Sehenswürdigkeit.

Die Vormittage gehören den Miradouros, den Aussichtspunkten oben auf jedem Hügel. Geh vor zehn Uhr hin, dann teilst du sie mit Einheimischen, die mit ihren Hunden Gassi gehen.

Das Mittagessen ist die Hauptmahlzeit. Halte Ausschau nach einem Prato do dia, der mit Kreide auf eine Tafel neben der Tür geschrieben ist: meist Fisch, Reis und Salat zum Preis eines Kaffees anderswo in Europa.

Fahr einen Tag mit dem Zug nach Cascais und einen weiteren nach Sintra, aber lass einen Tag ganz ohne Plan. Die schönsten Stunden in Lissabon sind die auf einer Bank mit einem Pastel de Nata.`,
    },
    'pricing-your-home-by-season': {
      title: 'Die richtigen Preise für jede Jahreszeit',
      category: 'Gastgeben',
      excerpt: 'Wochenendzuschläge, Mindestaufenthalte und Last-Minute-Rabatte – erklärt mit echten Zahlen.',
      body: `Die Nachfrage nach kurzen Aufenthalten folgt dem Kalender, und dein Preis sollte ihr folgen.

Wochenenden in Städten und Sommerwochen an der Küste sind als Erstes ausgebucht. Ein Zuschlag von 15 bis 25 Prozent für Freitag- und Samstagnächte ist üblich und bremst die Buchungen kaum.

In ruhigen Monaten schützt dich ein längerer Mindestaufenthalt davor, dass die Reinigungskosten eine Buchung für eine einzige Nacht auffressen, während ein Wochenrabatt Menschen anzieht, die remote arbeiten.

Kurzfristige Lücken sind etwas anderes: Eine leere Nacht bringt nichts ein, daher macht sich ein kleiner Rabatt in der letzten Woche vor einem freien Termin meist bezahlt.

Prüfe deinen Kalender einmal im Monat und vergleiche ihn mit ähnlichen Unterkünften in der Nähe. Die Einnahmenschätzung von Roamstead beruht auf denselben Preisen in der Gegend, die du auch in der Suche siehst.`,
    },
    'travelling-with-kids': {
      title: 'Eine Unterkunft buchen, die für die ganze Familie passt',
      category: 'Tipps für Gäste',
      excerpt:
        'Kinderbetten, Treppenschutzgitter und Küchen: Was du Gastgeber fragen solltest, bevor du mit Kindern reist.',
      body: `Ganze Unterkünfte eignen sich gut für Familien, weil alle Platz haben und es eine Küche für wählerische Esser gibt. Ein paar Fragen vor der Buchung machen den Unterschied.

Frag, ob der Gastgeber ein Kinderbett oder einen Hochstuhl bereitstellen kann und ob die Treppen Schutzgitter haben. Viele Gastgeber haben so etwas im Keller und erwähnen es nur auf Nachfrage.

Achte eher auf die Aufteilung der Betten als auf die Zahl der Schlafzimmer. Zwei Doppelbetten in einem Zimmer passen für Kleinkinder oft besser als zwei getrennte Räume.

Sieh dir die Lage auf der Karte an. Ein Spielplatz, ein Supermarkt und eine Bäckerei in Laufweite sind mehr wert als eine Aussicht, wenn du mit Kindern reist.`,
    },
    'hosting-experiences': {
      title: 'Wie aus deiner Leidenschaft ein Erlebnis wird',
      category: 'Erlebnisse',
      excerpt:
        'Kochkurse, Fotospaziergänge und Workshops: Was Gäste dazu bringt, ein Erlebnis zu buchen und wiederzukommen.',
      body: `Die besten Erlebnisse drehen sich um etwas, das der Gastgeber ohnehin tun würde. Eine Bäckerin, die im Morgengrauen ihre Backstube öffnet, ein Fotograf, der weiß, wo das Licht bei Sonnenuntergang fällt, ein Gärtner, der zwanzig Tomatensorten anbaut.

Halte die Gruppen klein. Bei sechs bis acht Gästen kann jeder Fragen stellen, und die Atmosphäre bleibt persönlich.

Beschreibe dein Erlebnis konkret: wie lange es dauert, was inbegriffen ist, wie viel man zu Fuß geht und was die Gäste mitbringen sollten.

Und zum Schluss: Gib den Gästen etwas mit nach Hause, eine Rezeptkarte, einen Abzug oder ein Glas Marmelade. An dieses Detail erinnern sie sich, wenn sie ihre Bewertung schreiben.`,
    },
    'accessible-stays': {
      title: 'Barrierefreie Unterkünfte finden',
      category: 'Tipps für Gäste',
      excerpt:
        'Stufenlose Eingänge, breite Türen und bodengleiche Duschen: wie du suchst und was du mit Gastgebern klären solltest.',
      body: `Die Anforderungen an Barrierefreiheit sind individuell. Nimm die Angaben im Inserat daher als Ausgangspunkt und kläre alles Weitere mit dem Gastgeber.

Nutze den Ausstattungsfilter für stufenlosen Zugang und Aufzug und sieh dir dann die Fotos des Inserats genau an. Türbreiten und die Aufteilung des Badezimmers lassen sich auf Bildern leichter beurteilen als in Beschreibungen.

Schreib dem Gastgeber vor der Buchung, was du genau brauchst. Gute Gastgeber antworten mit Maßen und zusätzlichen Fotos.

Speichere Unterkünfte, die für dich passen, auf deiner Wunschliste, damit du sie bei künftigen Reisen wiederfindest.`,
    },
    'mountain-cabins-autumn': {
      title: 'Fünf Berghütten für ein Herbstwochenende',
      category: 'Reiseführer',
      excerpt: 'Holzöfen, Waldwege und klare Nächte: Warum der Herbst die schönste Jahreszeit in den Bergen ist.',
      body: `Der Herbst ist die ruhige Zeit in den Bergen. Die Sommergäste sind abgereist, die Skisaison hat noch nicht begonnen, und die Preise sinken entsprechend.

Such nach Hütten mit Holzofen oder Kamin und prüfe, ob Brennholz inbegriffen ist. In der Höhe wird es abends schnell kalt.

Plane Wanderungen für die Mittagszeit, wenn es am wärmsten ist, und zieh dich in Schichten an. Die Wege sind leerer, und Lärchen und Ahorn zeigen ihre schönsten Farben.

Geh nachts noch einmal vor die Tür. Fern der Lichter der Stadt gehört der klare Herbsthimmel zum Besten, was das Jahr für Sternbeobachtungen zu bieten hat.`,
    },
    'safer-payments': {
      title: 'So schützen wir deine Zahlungen',
      category: 'Neuigkeiten aus dem Unternehmen',
      excerpt: 'Warum du immer über Roamstead bezahlen solltest und was bis zum Check-in mit deinem Geld passiert.',
      body: `Jede Buchung auf Roamstead wird über die Plattform bezahlt. Wir halten die Zahlung bis 24 Stunden nach dem Check-in zurück und geben sie erst dann an den Gastgeber frei.

Das schützt beide Seiten. Entspricht die Unterkunft nicht der Beschreibung, wenden sich Gäste an uns, und wir können erstatten, bevor der Gastgeber ausgezahlt wird. Gastgeber wissen, dass das Geld gesichert ist, sobald eine Buchung bestätigt ist.

Bezahle einen Gastgeber nie per Banküberweisung oder auf einem anderen Weg außerhalb von Roamstead. Eine solche Aufforderung verstößt gegen unsere Bedingungen, und wir helfen dir jederzeit, sie zu melden.`,
    },
  },
  press_release: {
    'roamstead-launches-experiences': {
      title: 'Roamstead startet Erlebnisse in 40 Städten',
      location: 'San Francisco',
      summary:
        'Gäste können jetzt zusätzlich zu ihrer Unterkunft Aktivitäten buchen, die von Gastgebern vor Ort geleitet werden – vom Kochkurs bis zur Stadtführung.',
    },
    'twelve-currencies': {
      title: 'Roamstead zeigt Preise jetzt in zwölf Währungen an',
      location: 'London',
      summary:
        'Gäste wählen die Währung, in der sie rechnen; die Preise werden zum Tageskurs umgerechnet, während Gastgeber weiterhin in ihrer eigenen Währung ausgezahlt werden.',
    },
    'host-protection-programme': {
      title: 'Neues Schutzprogramm für Gastgeber',
      location: 'Berlin',
      summary:
        'Alle Gastgeber erhalten ab sofort ohne Zusatzkosten einen Schutz bei Schäden und Unterstützung bei Anliegen aus der Nachbarschaft, 24 Stunden am Tag.',
    },
    'arabic-language-support': {
      title: 'Roamstead jetzt auf Arabisch, Französisch, Deutsch und Spanisch',
      location: 'Dubai',
      summary:
        'Die gesamte Website ist jetzt in fünf Sprachen verfügbar, auf Arabisch mit einem Layout von rechts nach links.',
    },
  },
  job_opening: {
    'senior-frontend-engineer': {
      title: 'Senior Frontend Engineer (m/w/d)',
      team: 'Engineering',
      location: 'Remote (Europa)',
      employmentType: 'Vollzeit',
      summary:
        'Entwickle die Such-, Buchungs- und Gastgeber-Oberflächen, die Millionen von Gästen und Gastgebern nutzen.',
      responsibilities: [
        'Verantwortung für Features vom Design-Review bis zum Release',
        'Unsere Web-App auf jedem Gerät schnell und barrierefrei halten',
        'Andere Entwicklerinnen und Entwickler begleiten und Code sorgfältig reviewen',
      ],
      requirements: [
        'Fünf oder mehr Jahre Erfahrung mit Webanwendungen in React und TypeScript',
        'Erfahrung mit Barrierefreiheit und Internationalisierung',
        'Klare schriftliche Kommunikation',
      ],
    },
    'backend-engineer-payments': {
      title: 'Backend Engineer Payments (m/w/d)',
      team: 'Engineering',
      location: 'London',
      employmentType: 'Vollzeit',
      summary: 'Gestalte die Dienste, die Geld zwischen Gästen und Gastgebern in zwölf Währungen bewegen.',
      responsibilities: [
        'Zuverlässige Zahlungs- und Auszahlungsdienste entwickeln',
        'Mit dem Finance-Team an Abstimmung und Reporting arbeiten',
        'Teilnahme an einer gemeinsamen Rufbereitschaft',
      ],
      requirements: [
        'Erfahrung mit PostgreSQL und Node.js oder einem vergleichbaren Stack',
        'Verständnis von Idempotenz und Fehlerbildern verteilter Systeme',
        'Neugier darauf, wie Geld fließt',
      ],
    },
    'product-designer': {
      title: 'Product Designer (m/w/d)',
      team: 'Design',
      location: 'Lissabon',
      employmentType: 'Vollzeit',
      summary: 'Gestalte, wie Gastgeber ihre Unterkünfte inserieren und ihren Kalender verwalten.',
      responsibilities: [
        'Research mit Gastgebern durchführen und Erkenntnisse in Designs übersetzen',
        'Abläufe auf Mobilgeräten und am Desktop prototypisch umsetzen und testen',
        'Zu unserem Designsystem beitragen',
      ],
      requirements: [
        'Ein Portfolio, das Produktdenken und handwerkliches Können zeigt',
        'Erfahrung mit Designs für mehrere Sprachen und Layouts von rechts nach links ist ein Plus',
      ],
    },
    'community-support-specialist': {
      title: 'Community Support Specialist Arabisch und Englisch (m/w/d)',
      team: 'Community Support',
      location: 'Dubai',
      employmentType: 'Vollzeit',
      summary: 'Hilf Gästen und Gastgebern per Telefon, Chat und E-Mail, wenn etwas nicht nach Plan läuft.',
      responsibilities: [
        'Fragen zu Buchungen und Zahlungen klären',
        'Dringende Meldungen zu Sicherheit und Nachbarschaft bearbeiten',
        'Verbesserungen für unsere Hilfeartikel vorschlagen',
      ],
      requirements: ['Fließend Arabisch und Englisch', 'Ruhig, freundlich und organisiert, auch unter Druck'],
    },
    'city-partnerships-manager': {
      title: 'City Partnerships Manager (m/w/d)',
      team: 'Public Policy',
      location: 'Berlin',
      employmentType: 'Vollzeit',
      summary: 'Arbeite mit Stadtverwaltungen an fairen Regeln für die Kurzzeitvermietung.',
      responsibilities: [
        'Beziehungen zu lokalen Behörden aufbauen',
        'Regulierung in Produktanforderungen übersetzen',
        'Gastgeber in öffentlichen Anhörungen vertreten',
      ],
      requirements: ['Hintergrund in Public Policy oder Stadtplanung', 'Fließend Deutsch und Englisch'],
    },
  },
  help_article: {
    'how-to-book': {
      title: 'So buchst du eine Unterkunft',
      body: 'Suche nach einem Reiseziel, wähle deine Daten und die Zahl der Gäste und öffne ein Inserat. Prüfe den Gesamtpreis, die Hausregeln und die Stornierungsrichtlinie und tippe auf Reservieren. Unterkünfte mit Sofort buchen sind sofort bestätigt; bei allen anderen hat der Gastgeber 24 Stunden Zeit, die Anfrage anzunehmen.',
    },
    'change-dates': {
      title: 'Die Daten einer Buchung ändern',
      body: 'Öffne Reisen in deinem Dashboard, wähle die Buchung aus und bitte den Gastgeber, die Daten zu ändern. Der Gastgeber kann zustimmen oder ablehnen; die Preisdifferenz wird automatisch belastet oder erstattet.',
    },
    'cancel-as-guest': {
      title: 'Eine Buchung als Gast stornieren',
      body: 'Öffne die Reise und tippe auf Stornieren. Die Erstattung richtet sich nach der Stornierungsrichtlinie des Inserats (Flexibel, Moderat oder Streng) und nach der verbleibenden Zeit bis zum Check-in. Den Erstattungsbetrag siehst du, bevor du bestätigst.',
    },
    'payment-methods': {
      title: 'Akzeptierte Zahlungsmethoden',
      body: 'Wir akzeptieren alle gängigen Kredit- und Debitkarten. Du bezahlst in der Währung, die beim Bezahlen angezeigt wird; weicht sie von der Währung deiner Karte ab, kann deine Bank eine eigene Umrechnungsgebühr berechnen.',
    },
    'create-listing': {
      title: 'Dein erstes Inserat erstellen',
      body: 'Wähle Gastgeber werden, melde dich an und füge deine Unterkunft Schritt für Schritt hinzu: Art der Unterkunft, Lage, Fotos, Beschreibung, Ausstattung, Preis und Verfügbarkeit. Du kannst jederzeit einen Entwurf speichern und veröffentlichen, sobald du bereit bist.',
    },
    payouts: {
      title: 'Wann du dein Geld erhältst',
      body: 'Auszahlungen werden 24 Stunden nach dem Check-in deines Gastes freigegeben, in der Währung deines Inserats. Jede Auszahlung kannst du im Gastgeber-Dashboard unter Einnahmen verfolgen.',
    },
    'set-cancellation-policy': {
      title: 'Eine Stornierungsrichtlinie wählen',
      body: 'Wähle für jedes Inserat Flexibel, Moderat oder Streng. Flexibel zieht mehr kurzfristige Buchungen an; Streng schützt lange, weit im Voraus geplante Aufenthalte. Die Richtlinie gilt für Buchungen, die nach der Änderung eingehen.',
    },
    'account-security': {
      title: 'So schützt du dein Konto',
      body: 'Melde dich mit einem Einmalcode an, den wir an dein Telefon oder deine E-Mail-Adresse senden, gib Codes niemals an andere weiter und prüfe unter Anmeldung und Sicherheit in deinem Konto die aktiven Sitzungen. Wir werden dich niemals am Telefon nach einem Code fragen.',
    },
    'change-language-currency': {
      title: 'Sprache und Währung ändern',
      body: 'Nutze die Schaltflächen mit dem Globus und der Währung in der Kopfzeile. Deine Auswahl gilt sofort; wenn du angemeldet bist, wird sie in deinem Konto gespeichert und gilt auf all deinen Geräten.',
    },
    'report-neighbourhood-issue': {
      title: 'Ein Problem mit einer Unterkunft in deiner Nähe melden',
      body: 'Wenn eine Unterkunft in deiner Nachbarschaft Lärm, Partys oder andere Probleme verursacht, sende eine Meldung über die Seite Anliegen aus der Nachbarschaft. Unser Team kontaktiert den Gastgeber und meldet sich bei dir.',
    },
  },
  faq: {
    'what-is-roamstead': {
      topic: 'Allgemeines',
      question: 'Was ist Roamstead?',
      answer:
        'Ein Marktplatz, auf dem Reisende Unterkünfte und Erlebnisse von Gastgebern vor Ort buchen – in Städten und auf dem Land, überall auf der Welt.',
    },
    fees: {
      topic: 'Allgemeines',
      question: 'Welche Gebühren zahlen Gäste?',
      answer:
        'Der Gesamtbetrag, den du vor der Buchung siehst, enthält den Übernachtungspreis, eine eventuelle Reinigungsgebühr des Gastgebers und unsere Servicegebühr. Beim Bezahlen kommen keine versteckten Kosten hinzu.',
    },
    'account-needed': {
      topic: 'Buchen',
      question: 'Brauche ich ein Konto, um zu buchen?',
      answer:
        'Stöbern kannst du auch ohne Konto. Um zu buchen, einem Gastgeber zu schreiben oder eine Wunschliste zu speichern, meldest du dich mit deiner Telefonnummer oder E-Mail-Adresse und einem Einmalcode an.',
    },
    'when-charged': {
      topic: 'Buchen',
      question: 'Wann wird mir der Betrag belastet?',
      answer:
        'Deine Zahlung wird eingezogen, sobald der Gastgeber die Buchung bestätigt. Wir verwahren sie und geben sie 24 Stunden nach dem Check-in an den Gastgeber frei.',
    },
    refunds: {
      topic: 'Stornierungen',
      question: 'Wie funktionieren Erstattungen?',
      answer:
        'Erstattungen richten sich nach der Stornierungsrichtlinie des Inserats und gehen innerhalb von 5 bis 10 Werktagen auf dein ursprüngliches Zahlungsmittel zurück.',
    },
    'host-cancels': {
      topic: 'Stornierungen',
      question: 'Was passiert, wenn mein Gastgeber storniert?',
      answer:
        'Du erhältst automatisch eine volle Erstattung, und unser Team hilft dir, eine ähnliche Unterkunft in der Nähe zu finden.',
    },
    'become-host-cost': {
      topic: 'Gastgeben',
      question: 'Kostet es etwas, meine Unterkunft zu inserieren?',
      answer:
        'Das Inserieren ist kostenlos. Von jeder bestätigten Buchung behalten wir eine Gastgebergebühr von 3 % ein, um Zahlungsabwicklung und Support zu decken.',
    },
    'host-requirements': {
      topic: 'Gastgeben',
      question: 'Was brauche ich, um Gastgeber zu werden?',
      answer:
        'Ein verifiziertes Konto, aussagekräftige Fotos, eine zutreffende Beschreibung und eine Unterkunft, die den örtlichen Vorschriften entspricht. Manche Städte verlangen eine Registrierungsnummer, die du in deinem Inserat angibst.',
    },
    currencies: {
      topic: 'Zahlungen',
      question: 'Welche Währungen kann ich verwenden?',
      answer:
        'Preise können in zwölf Währungen angezeigt werden, darunter US-Dollar, Euro, Pfund, Yen und Rand. Gastgeber werden in der Währung ihres Inserats ausgezahlt.',
    },
  },
};
