import type { ContentTranslation } from './types';

/** Published content in French. */
export const fr: ContentTranslation = {
  blog_post: {
    'first-time-hosting-checklist': {
      title: 'La check-list des nouveaux hôtes',
      category: 'Être hôte',
      excerpt:
        "Dix choses que nos hôtes les plus appréciés préparent avant l'arrivée de leur premier voyageur, des codes d'accès au mot de bienvenue.",
      body: `Accueillir des voyageurs pour la première fois, c'est avant tout éviter les mauvaises surprises. Fatigués par un long trajet, vos voyageurs veulent trois choses : entrer, trouver le Wi-Fi et savoir où dormir.

Commencez par l'arrivée. Un digicode ou une boîte à clés permet aux voyageurs d'arriver à toute heure, et un court message accompagné de photos de l'entrée répond à la plupart des questions avant même qu'elles ne soient posées.

Rédigez votre règlement intérieur avec des mots simples et restez bref. Les heures de calme, le tabac, les animaux et le nombre de voyageurs couvrent presque tous les cas.

Prévoyez l'essentiel : des serviettes propres pour chaque voyageur, du papier toilette, du savon, un sèche-cheveux, du café et une trousse de premiers secours. Dans leurs avis, les voyageurs mentionnent ces petites attentions plus souvent que la vue.

Enfin, pendant vos premières semaines, fixez un prix légèrement inférieur à la moyenne du quartier. Les premiers avis comptent plus que les premiers revenus, et vous pourrez augmenter votre prix une fois que vous les aurez obtenus.`,
    },
    'slow-travel-lisbon': {
      title: 'Une semaine au ralenti à Lisbonne',
      category: 'Guides de voyage',
      excerpt:
        "Tramways, façades d'azulejos et longs déjeuners : comment passer sept jours sans hâte dans la ville aux sept collines.",
      body: `Lisbonne récompense ceux qui y restent plus d'un week-end. Louez un appartement à Graça ou à Campo de Ourique plutôt que dans le centre, et la ville prendra des airs de quartier plutôt que de site touristique.

Les matinées appartiennent aux miradouros, les belvédères perchés au sommet de chaque colline. Allez-y avant dix heures et vous les partagerez avec des habitants qui promènent leur chien.

Le déjeuner est le repas principal. Cherchez un prato do dia écrit à la craie sur une ardoise près de la porte : c'est généralement du poisson, du riz et une salade pour le prix d'un café ailleurs en Europe.

Consacrez une journée à Cascais en train et une autre à Sintra, mais gardez un jour sans aucun programme. Les plus beaux moments à Lisbonne sont ceux que l'on passe sur un banc avec un pastel de nata.`,
    },
    'pricing-your-home-by-season': {
      title: 'Adapter le prix de votre logement au fil des saisons',
      category: 'Être hôte',
      excerpt:
        'Majorations du week-end, durées minimales de séjour et remises de dernière minute expliquées avec des chiffres réels.',
      body: `La demande de courts séjours suit le calendrier, et votre prix devrait suivre le mouvement.

Les week-ends en ville et les semaines d'été sur la côte se réservent en premier. Une majoration de 15 à 25 pour cent les nuits du vendredi et du samedi est courante et freine rarement les réservations.

Pendant les mois creux, une durée minimale de séjour plus longue évite que les frais de ménage n'engloutissent une réservation d'une seule nuit, tandis qu'une remise à la semaine attire les personnes en télétravail.

Les creux de dernière minute, c'est une autre histoire : une nuit vide ne rapporte rien, si bien qu'une petite remise au cours de la dernière semaine avant une date libre est généralement rentable.

Revoyez votre calendrier une fois par mois et comparez-le à celui de logements similaires à proximité. L'estimation des revenus de Roamstead s'appuie sur les mêmes prix du quartier que ceux que vous voyez dans la recherche.`,
    },
    'travelling-with-kids': {
      title: 'Réserver un logement adapté à toute la famille',
      category: 'Conseils aux voyageurs',
      excerpt:
        "Lits parapluie, barrières d'escalier et cuisine équipée : ce qu'il faut demander à l'hôte avant de voyager avec des enfants.",
      body: `Les logements entiers conviennent bien aux familles : chacun a sa place et il y a une cuisine pour les petits difficiles. Quelques questions avant de réserver font toute la différence.

Demandez si l'hôte peut fournir un lit parapluie ou une chaise haute, et si les escaliers sont équipés de barrières. Beaucoup d'hôtes en ont en réserve et n'en parlent que si on le leur demande.

Regardez la disposition des lits plutôt que le nombre de chambres. Deux lits doubles dans la même pièce conviennent parfois mieux à de jeunes enfants que deux chambres séparées.

Vérifiez l'emplacement sur la carte. Quand on voyage avec des enfants, une aire de jeux, un supermarché et une boulangerie accessibles à pied valent mieux qu'une belle vue.`,
    },
    'hosting-experiences': {
      title: 'Faire de votre passion une expérience',
      category: 'Expériences',
      excerpt:
        'Cours de cuisine, balades photo et ateliers : ce qui pousse les voyageurs à réserver une expérience, puis à revenir.',
      body: `Les meilleures expériences sont construites autour de ce que l'hôte ferait de toute façon. Une boulangère qui ouvre son fournil à l'aube, un photographe qui sait où tombe la lumière au coucher du soleil, un jardinier qui cultive vingt variétés de tomates.

Limitez la taille des groupes. Avec six à huit participants, chacun peut poser ses questions et l'ambiance reste conviviale.

Soyez précis dans votre description : la durée, ce qui est compris, la distance à parcourir à pied et ce que les participants doivent apporter.

Enfin, terminez par un souvenir à emporter : une fiche recette, un tirage photo ou un pot de confiture. C'est le détail dont les voyageurs se souviennent au moment d'écrire leur avis.`,
    },
    'accessible-stays': {
      title: 'Trouver un logement accessible',
      category: 'Conseils aux voyageurs',
      excerpt:
        "Entrées de plain-pied, portes larges et douches à l'italienne : comment chercher et quoi vérifier auprès des hôtes.",
      body: `Les besoins en matière d'accessibilité sont propres à chacun : considérez les informations de l'annonce comme un point de départ et vérifiez le reste auprès de l'hôte.

Utilisez le filtre des équipements pour trouver un accès de plain-pied et un ascenseur, puis examinez attentivement les photos de l'annonce. La largeur des portes et l'aménagement de la salle de bain se jugent plus facilement sur des photos que dans une description.

Avant de réserver, écrivez à l'hôte en précisant vos besoins. Les bons hôtes répondent avec des mesures et des photos supplémentaires.

Enregistrez dans vos favoris les logements qui vous conviennent pour les retrouver lors de vos prochains voyages.`,
    },
    'mountain-cabins-autumn': {
      title: "Cinq chalets de montagne pour un week-end d'automne",
      category: 'Guides de voyage',
      excerpt:
        "Poêles à bois, sentiers forestiers et nuits étoilées : pourquoi l'automne est la plus belle saison à la montagne.",
      body: `L'automne est la saison calme à la montagne. La foule de l'été est partie, la saison de ski n'a pas encore commencé et les prix baissent en conséquence.

Cherchez des chalets équipés d'un poêle à bois ou d'une cheminée et vérifiez si le bois est fourni. En altitude, les soirées fraîchissent vite.

Prévoyez vos randonnées en milieu de journée, quand il fait le plus chaud, et emportez plusieurs couches de vêtements. Les sentiers sont moins fréquentés et les mélèzes et les érables se parent de leurs plus belles couleurs.

La nuit, sortez. Loin des lumières de la ville, les ciels dégagés d'automne comptent parmi les plus beaux de l'année pour observer les étoiles.`,
    },
    'safer-payments': {
      title: 'Comment nous protégeons vos paiements',
      category: "Actualités de l'entreprise",
      excerpt: "Pourquoi il faut toujours payer via Roamstead, et ce qu'il advient de votre argent jusqu'à l'arrivée.",
      body: `Toutes les réservations sur Roamstead sont payées via la plateforme. Nous conservons le paiement jusqu'à 24 heures après l'arrivée et ne le versons à l'hôte qu'à ce moment-là.

Les deux parties sont ainsi protégées. Si le logement ne correspond pas à la description, le voyageur nous contacte et nous pouvons le rembourser avant que l'hôte ne soit payé. Les hôtes, eux, savent que l'argent est garanti dès qu'une réservation est confirmée.

Ne payez jamais un hôte par virement bancaire ni par aucun autre moyen en dehors de Roamstead. Une telle demande enfreint nos conditions, et nous vous aiderons toujours à la signaler.`,
    },
  },
  press_release: {
    'roamstead-launches-experiences': {
      title: 'Roamstead lance les Expériences dans 40 villes',
      location: 'San Francisco',
      summary:
        'Les voyageurs peuvent désormais réserver, en plus de leur séjour, des activités animées par des hôtes locaux, des cours de cuisine aux visites guidées à pied.',
    },
    'twelve-currencies': {
      title: 'Roamstead affiche désormais les prix dans douze devises',
      location: 'Londres',
      summary:
        "Les voyageurs choisissent la devise dans laquelle ils ont l'habitude de compter ; les prix sont convertis au taux du jour, et les hôtes continuent d'être payés dans leur propre devise.",
    },
    'host-protection-programme': {
      title: 'Un nouveau programme de protection des hôtes',
      location: 'Berlin',
      summary:
        "Tous les hôtes bénéficient désormais, sans frais supplémentaires, d'une protection contre les dommages et d'une assistance voisinage disponible 24 heures sur 24.",
    },
    'arabic-language-support': {
      title: 'Roamstead disponible en arabe, en français, en allemand et en espagnol',
      location: 'Dubaï',
      summary:
        "L'ensemble du site, y compris la mise en page de droite à gauche pour l'arabe, est désormais disponible en cinq langues.",
    },
  },
  job_opening: {
    'senior-frontend-engineer': {
      title: 'Ingénieur·e frontend senior',
      team: 'Ingénierie',
      location: 'Télétravail (Europe)',
      employmentType: 'Temps plein',
      summary:
        "Concevez les écrans de recherche, de réservation et de gestion des annonces utilisés par des millions de voyageurs et d'hôtes.",
      responsibilities: [
        'Piloter des fonctionnalités de la revue de design à la mise en production',
        'Garder notre application web rapide et accessible sur tous les appareils',
        "Accompagner d'autres ingénieurs et relire le code avec soin",
      ],
      requirements: [
        "Au moins cinq ans d'expérience dans le développement d'applications web avec React et TypeScript",
        "Expérience de l'accessibilité et de l'internationalisation",
        'Aisance rédactionnelle',
      ],
    },
    'backend-engineer-payments': {
      title: 'Ingénieur·e backend, Paiements',
      team: 'Ingénierie',
      location: 'Londres',
      employmentType: 'Temps plein',
      summary: "Concevez les services qui font circuler l'argent entre voyageurs et hôtes dans douze devises.",
      responsibilities: [
        'Développer des services fiables de paiement et de versement',
        "Travailler avec l'équipe Finance sur le rapprochement et le reporting",
        "Participer à un roulement d'astreinte partagé",
      ],
      requirements: [
        "Expérience de PostgreSQL et de Node.js ou d'une stack similaire",
        "Bonne compréhension de l'idempotence et des modes de défaillance des systèmes distribués",
        "De la curiosité pour la façon dont l'argent circule",
      ],
    },
    'product-designer': {
      title: 'Product designer',
      team: 'Design',
      location: 'Lisbonne',
      employmentType: 'Temps plein',
      summary: 'Façonnez la manière dont les hôtes publient leur logement et gèrent leur calendrier.',
      responsibilities: [
        'Mener des recherches auprès des hôtes et traduire les enseignements en maquettes',
        'Prototyper et tester des parcours sur mobile et sur ordinateur',
        'Contribuer à notre design system',
      ],
      requirements: [
        "Un portfolio qui témoigne d'une vraie réflexion produit et d'un savoir-faire soigné",
        'Une expérience de la conception multilingue et des mises en page de droite à gauche est un plus',
      ],
    },
    'community-support-specialist': {
      title: "Chargé·e d'assistance à la communauté (arabe et anglais)",
      team: 'Assistance à la communauté',
      location: 'Dubaï',
      employmentType: 'Temps plein',
      summary:
        'Aidez les voyageurs et les hôtes par téléphone, chat et e-mail lorsque quelque chose ne se passe pas comme prévu.',
      responsibilities: [
        'Répondre aux questions sur les réservations et les paiements',
        'Traiter les signalements urgents liés à la sécurité et au voisinage',
        "Proposer des améliorations pour nos articles d'aide",
      ],
      requirements: [
        "Maîtrise de l'arabe et de l'anglais",
        "Calme, bienveillance et sens de l'organisation, même sous pression",
      ],
    },
    'city-partnerships-manager': {
      title: 'Responsable des partenariats avec les villes',
      team: 'Affaires publiques',
      location: 'Berlin',
      employmentType: 'Temps plein',
      summary: 'Travaillez avec les municipalités à des règles équitables pour la location de courte durée.',
      responsibilities: [
        'Nouer des relations avec les autorités locales',
        'Traduire la réglementation en exigences produit',
        'Représenter les hôtes lors des consultations publiques',
      ],
      requirements: ['Formation en politiques publiques ou en urbanisme', "Maîtrise de l'allemand et de l'anglais"],
    },
  },
  help_article: {
    'how-to-book': {
      title: 'Comment réserver un logement',
      body: "Recherchez une destination, choisissez vos dates et le nombre de voyageurs, puis ouvrez une annonce. Vérifiez le prix total, le règlement intérieur et les conditions d'annulation, puis appuyez sur Réserver. Les logements proposant la Réservation instantanée sont confirmés immédiatement ; pour les autres, l'hôte dispose de 24 heures pour accepter.",
    },
    'change-dates': {
      title: "Modifier les dates d'une réservation",
      body: "Ouvrez Voyages dans votre tableau de bord, sélectionnez la réservation et demandez à l'hôte de modifier les dates. L'hôte peut accepter ou refuser ; la différence de prix est facturée ou remboursée automatiquement.",
    },
    'cancel-as-guest': {
      title: 'Annuler une réservation en tant que voyageur',
      body: "Ouvrez le voyage et appuyez sur Annuler. Le remboursement dépend des conditions d'annulation de l'annonce (Flexibles, Modérées ou Strictes) et du temps restant avant l'arrivée. Le montant remboursé s'affiche avant que vous ne confirmiez.",
    },
    'payment-methods': {
      title: 'Moyens de paiement acceptés',
      body: 'Nous acceptons les principales cartes de crédit et de débit. Vous payez dans la devise affichée au moment du paiement ; si elle diffère de celle de votre carte, votre banque peut appliquer ses propres frais de change.',
    },
    'create-listing': {
      title: 'Créer votre première annonce',
      body: "Choisissez Devenir hôte, connectez-vous, puis ajoutez votre logement étape par étape : type de logement, emplacement, photos, description, équipements, prix et disponibilités. Vous pouvez enregistrer un brouillon à tout moment et publier l'annonce quand vous êtes prêt.",
    },
    payouts: {
      title: 'Quand êtes-vous payé ?',
      body: "Les versements sont effectués 24 heures après l'arrivée de votre voyageur, dans la devise de votre annonce. Vous pouvez suivre chaque versement dans la rubrique Revenus de votre tableau de bord d'hôte.",
    },
    'set-cancellation-policy': {
      title: "Choisir vos conditions d'annulation",
      body: "Choisissez des conditions Flexibles, Modérées ou Strictes pour chaque annonce. Les conditions flexibles attirent davantage de réservations de dernière minute ; les conditions strictes protègent les longs séjours prévus longtemps à l'avance. Les nouvelles conditions s'appliquent aux réservations effectuées après leur modification.",
    },
    'account-security': {
      title: 'Sécuriser votre compte',
      body: 'Connectez-vous avec un code à usage unique envoyé sur votre téléphone ou par e-mail, ne communiquez jamais vos codes à personne et consultez les sessions actives dans la rubrique Connexion et sécurité de votre compte. Nous ne vous demanderons jamais de code par téléphone.',
    },
    'change-language-currency': {
      title: 'Changer de langue et de devise',
      body: "Utilisez les boutons du globe et de la devise dans l'en-tête. Votre choix s'applique immédiatement ; si vous êtes connecté, il est enregistré dans votre compte et vous suit sur tous vos appareils.",
    },
    'report-neighbourhood-issue': {
      title: 'Signaler un problème avec un logement près de chez vous',
      body: "Si un logement de votre quartier provoque du bruit, des fêtes ou d'autres nuisances, envoyez un signalement depuis la page Signaler un problème de voisinage. Notre équipe contacte l'hôte et revient vers vous.",
    },
  },
  faq: {
    'what-is-roamstead': {
      topic: 'Généralités',
      question: "Qu'est-ce que Roamstead ?",
      answer:
        'Une plateforme sur laquelle les voyageurs réservent des logements et des expériences proposés par des hôtes locaux, en ville comme à la campagne, partout dans le monde.',
    },
    fees: {
      topic: 'Généralités',
      question: 'Quels frais les voyageurs paient-ils ?',
      answer:
        "Le total affiché avant la réservation comprend le prix par nuit, les éventuels frais de ménage fixés par l'hôte et nos frais de service. Aucun frais caché ne s'ajoute au moment du paiement.",
    },
    'account-needed': {
      topic: 'Réservation',
      question: 'Faut-il un compte pour réserver ?',
      answer:
        'Vous pouvez parcourir le site sans compte. Pour réserver, écrire à un hôte ou enregistrer des favoris, connectez-vous avec votre numéro de téléphone ou votre adresse e-mail et un code à usage unique.',
    },
    'when-charged': {
      topic: 'Réservation',
      question: 'Quand suis-je débité ?',
      answer:
        "Votre paiement est prélevé lorsque l'hôte confirme la réservation. Nous le conservons et le versons à l'hôte 24 heures après l'arrivée.",
    },
    refunds: {
      topic: 'Annulations',
      question: 'Comment fonctionnent les remboursements ?',
      answer:
        "Les remboursements suivent les conditions d'annulation de l'annonce et sont crédités sur votre moyen de paiement d'origine sous 5 à 10 jours ouvrés.",
    },
    'host-cancels': {
      topic: 'Annulations',
      question: 'Que se passe-t-il si mon hôte annule ?',
      answer:
        'Vous êtes remboursé intégralement et automatiquement, et notre équipe vous aide à trouver un logement similaire à proximité.',
    },
    'become-host-cost': {
      topic: 'Être hôte',
      question: 'Publier mon logement est-il payant ?',
      answer:
        "La publication est gratuite. Nous prélevons des frais d'hôte de 3 % sur chaque réservation confirmée pour couvrir le traitement des paiements et l'assistance.",
    },
    'host-requirements': {
      topic: 'Être hôte',
      question: 'De quoi ai-je besoin pour devenir hôte ?',
      answer:
        "Un compte vérifié, des photos nettes, une description fidèle et un logement conforme à la réglementation locale. Certaines villes exigent un numéro d'enregistrement, que vous ajoutez à votre annonce.",
    },
    currencies: {
      topic: 'Paiements',
      question: 'Quelles devises puis-je utiliser ?',
      answer:
        "Les prix peuvent s'afficher dans douze devises, dont le dollar américain, l'euro, la livre sterling, le yen et le rand. Les hôtes sont payés dans la devise de leur annonce.",
    },
  },
};
