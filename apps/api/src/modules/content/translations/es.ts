import type { ContentTranslation } from './types';

/** Published content in Spanish. */
export const es: ContentTranslation = {
  blog_post: {
    'first-time-hosting-checklist': {
      title: 'La lista de comprobación del anfitrión primerizo',
      category: 'Ser anfitrión',
      excerpt:
        'Diez cosas que nuestros anfitriones mejor valorados preparan antes de que llegue su primer huésped, desde los códigos de la puerta hasta una nota de bienvenida.',
      body: `Ser anfitrión por primera vez consiste, sobre todo, en evitar sorpresas. Los huéspedes que llegan cansados tras un largo viaje quieren tres cosas: entrar, encontrar el wifi y saber dónde van a dormir.

Empieza por la llegada. Un teclado con código o una caja de seguridad para llaves permite a los huéspedes llegar a cualquier hora, y un mensaje breve con fotos de la entrada responde a la mayoría de las preguntas antes de que surjan.

Escribe las normas de la casa con palabras sencillas y sé breve. Las horas de silencio, el tabaco, las mascotas y el número de huéspedes cubren casi todos los casos.

Ten a mano lo básico: toallas limpias para cada huésped, papel higiénico, jabón, un secador de pelo, café y un botiquín. Los huéspedes mencionan estos pequeños detalles en sus reseñas más a menudo que las vistas.

Por último, durante las primeras semanas fija un precio algo inferior a la media del barrio. Las primeras reseñas importan más que los primeros ingresos, y podrás subir el precio en cuanto las tengas.`,
    },
    'slow-travel-lisbon': {
      title: 'Una semana sin prisas en Lisboa',
      category: 'Guías de viaje',
      excerpt:
        'Tranvías, fachadas de azulejos y largas sobremesas: cómo pasar siete días sin prisas en la ciudad de las siete colinas.',
      body: `Lisboa recompensa a quienes se quedan más de un fin de semana. Alquila un apartamento en Graça o en Campo de Ourique en lugar de en el centro, y la ciudad empezará a sentirse como un barrio más que como una atracción turística.

Las mañanas son para los miradouros, los miradores que coronan cada colina. Ve antes de las diez y los compartirás con vecinos que sacan a pasear a sus perros.

La comida es la principal del día. Busca un prato do dia escrito con tiza en una pizarra junto a la puerta; suele ser pescado, arroz y ensalada por lo que cuesta un café en otras partes de Europa.

Dedica un día a ir en tren a Cascais y otro a Sintra, pero reserva un día sin ningún plan. Las mejores horas de Lisboa son las que pasas en un banco con un pastel de nata.`,
    },
    'pricing-your-home-by-season': {
      title: 'Cómo ajustar el precio de tu alojamiento según la temporada',
      category: 'Ser anfitrión',
      excerpt: 'Recargos de fin de semana, estancias mínimas y descuentos de última hora explicados con cifras reales.',
      body: `La demanda de estancias cortas cambia con el calendario, y tu precio debería cambiar con ella.

Los fines de semana en las ciudades y las semanas de verano en la costa son lo primero que se reserva. Un recargo del 15 al 25 por ciento las noches de viernes y sábado es habitual y rara vez frena las reservas.

En los meses tranquilos, una estancia mínima más larga evita que los gastos de limpieza se coman una reserva de una sola noche, mientras que un descuento semanal atrae a quienes teletrabajan.

Los huecos de última hora son otra historia: una noche vacía no genera ingresos, así que un pequeño descuento en la última semana antes de una fecha libre suele compensar.

Revisa tu calendario una vez al mes y compáralo con alojamientos similares de la zona. La estimación de ganancias de Roamstead usa los mismos precios del barrio que ves en la búsqueda.`,
    },
    'travelling-with-kids': {
      title: 'Cómo reservar un alojamiento pensado para toda la familia',
      category: 'Consejos para huéspedes',
      excerpt: 'Cunas, barreras para escaleras y cocinas: qué preguntar al anfitrión antes de viajar con niños.',
      body: `Las casas son ideales para las familias porque todos tienen su espacio y hay cocina para los que no comen de todo. Unas cuantas preguntas antes de reservar marcan la diferencia.

Pregunta si el anfitrión puede proporcionar una cuna o una trona, y si las escaleras tienen barreras de seguridad. Muchos anfitriones las guardan en el trastero y solo las mencionan si se lo preguntas.

Fíjate en la distribución de las camas más que en el número de dormitorios. Dos camas de matrimonio en una misma habitación pueden ir mejor con niños pequeños que dos habitaciones separadas.

Mira la ubicación en el mapa. Cuando viajas con niños, un parque infantil, un supermercado y una panadería a los que se pueda ir andando valen más que unas buenas vistas.`,
    },
    'hosting-experiences': {
      title: 'Convierte tu pasión en una experiencia',
      category: 'Experiencias',
      excerpt:
        'Clases de cocina, paseos fotográficos y talleres: qué hace que los huéspedes reserven una experiencia y repitan.',
      body: `Las mejores experiencias giran en torno a algo que el anfitrión haría de todos modos. Una panadera que abre su obrador al amanecer, un fotógrafo que sabe dónde cae la luz al atardecer, un hortelano que cultiva veinte variedades de tomate.

Mantén los grupos reducidos. Con seis u ocho participantes, todos pueden hacer preguntas y el ambiente sigue siendo cercano.

Sé concreto en la descripción: cuánto dura, qué incluye, cuánto se camina y qué deben llevar los participantes.

Por último, termina con algo que puedan llevarse a casa: una receta, una foto impresa o un tarro de mermelada. Es el detalle que los huéspedes recuerdan cuando escriben su reseña.`,
    },
    'accessible-stays': {
      title: 'Cómo encontrar alojamientos accesibles',
      category: 'Consejos para huéspedes',
      excerpt:
        'Entradas sin escalones, puertas anchas y duchas a ras de suelo: cómo buscar y qué confirmar con el anfitrión.',
      body: `Las necesidades de accesibilidad son personales, así que toma los detalles del anuncio como punto de partida y confirma el resto con el anfitrión.

Usa el filtro de servicios para encontrar acceso sin escalones y ascensor, y después mira con atención las fotos del anuncio. El ancho de las puertas y la distribución del baño se aprecian mejor en las imágenes que en las descripciones.

Antes de reservar, escribe al anfitrión y explícale lo que necesitas. Los buenos anfitriones responden con medidas y fotos adicionales.

Guarda en tus favoritos los alojamientos que se adapten a ti para volver a ellos en futuros viajes.`,
    },
    'mountain-cabins-autumn': {
      title: 'Cinco cabañas de montaña para un fin de semana de otoño',
      category: 'Guías de viaje',
      excerpt:
        'Estufas de leña, senderos entre bosques y cielos nocturnos despejados: por qué el otoño es la mejor estación en la montaña.',
      body: `El otoño es la temporada tranquila en la montaña. Las multitudes del verano se han ido, la temporada de esquí aún no ha empezado y los precios bajan en consecuencia.

Busca cabañas con estufa de leña o chimenea y comprueba si la leña está incluida. En altura, por la tarde refresca enseguida.

Planea las caminatas para el mediodía, cuando hace más calor, y lleva ropa de abrigo por capas. Los senderos están más vacíos y los colores de los alerces y los arces están en su mejor momento.

Por la noche, sal afuera. Lejos de las luces de la ciudad, los cielos despejados del otoño son de los mejores del año para observar las estrellas.`,
    },
    'safer-payments': {
      title: 'Cómo protegemos tus pagos',
      category: 'Noticias de la empresa',
      excerpt: 'Por qué debes pagar siempre a través de Roamstead y qué ocurre con tu dinero hasta el día de llegada.',
      body: `Todas las reservas en Roamstead se pagan a través de la plataforma. Retenemos el pago hasta 24 horas después de la llegada y solo entonces se lo transferimos al anfitrión.

Así se protegen ambas partes. Si el alojamiento no es como se describía, el huésped se pone en contacto con nosotros y podemos reembolsarle el dinero antes de pagar al anfitrión. Los anfitriones saben que el dinero está asegurado desde el momento en que se confirma una reserva.

Nunca pagues a un anfitrión por transferencia bancaria ni por ningún otro medio fuera de Roamstead. Pedirlo incumple nuestras condiciones, y siempre te ayudaremos a denunciarlo.`,
    },
  },
  press_release: {
    'roamstead-launches-experiences': {
      title: 'Roamstead lanza Experiencias en 40 ciudades',
      location: 'San Francisco',
      summary:
        'Los huéspedes ya pueden reservar, junto con su alojamiento, actividades dirigidas por anfitriones locales, desde clases de cocina hasta visitas guiadas a pie.',
    },
    'twelve-currencies': {
      title: 'Roamstead ya muestra los precios en doce monedas',
      location: 'Londres',
      summary:
        'Los huéspedes eligen la moneda con la que suelen hacer cuentas; los precios se convierten al tipo de cambio del día y los anfitriones siguen cobrando en su propia moneda.',
    },
    'host-protection-programme': {
      title: 'Nuevo programa de protección para anfitriones',
      location: 'Berlín',
      summary:
        'Todos los anfitriones cuentan ahora, sin coste adicional, con protección frente a daños y asistencia vecinal las 24 horas.',
    },
    'arabic-language-support': {
      title: 'Roamstead ya está disponible en árabe, francés, alemán y español',
      location: 'Dubái',
      summary: 'Todo el sitio, con diseño de derecha a izquierda para el árabe, está ya disponible en cinco idiomas.',
    },
  },
  job_opening: {
    'senior-frontend-engineer': {
      title: 'Ingeniero/a sénior de frontend',
      team: 'Ingeniería',
      location: 'En remoto (Europa)',
      employmentType: 'Jornada completa',
      summary:
        'Desarrolla las pantallas de búsqueda, reserva y gestión de anuncios que usan millones de huéspedes y anfitriones.',
      responsibilities: [
        'Hacerte cargo de funcionalidades desde la revisión del diseño hasta el lanzamiento',
        'Mantener nuestra aplicación web rápida y accesible en cualquier dispositivo',
        'Orientar a otros ingenieros y revisar código con esmero',
      ],
      requirements: [
        'Cinco o más años de experiencia desarrollando aplicaciones web con React y TypeScript',
        'Experiencia en accesibilidad e internacionalización',
        'Buena comunicación por escrito',
      ],
    },
    'backend-engineer-payments': {
      title: 'Ingeniero/a de backend, Pagos',
      team: 'Ingeniería',
      location: 'Londres',
      employmentType: 'Jornada completa',
      summary: 'Diseña los servicios que mueven el dinero entre huéspedes y anfitriones en doce monedas.',
      responsibilities: [
        'Crear servicios fiables de cobros y pagos a anfitriones',
        'Colaborar con el equipo de Finanzas en la conciliación y los informes',
        'Participar en un turno de guardia compartido',
      ],
      requirements: [
        'Experiencia con PostgreSQL y Node.js o con tecnologías similares',
        'Conocimiento de la idempotencia y de los modos de fallo de los sistemas distribuidos',
        'Curiosidad por cómo se mueve el dinero',
      ],
    },
    'product-designer': {
      title: 'Diseñador/a de producto',
      team: 'Diseño',
      location: 'Lisboa',
      employmentType: 'Jornada completa',
      summary: 'Define cómo publican los anfitriones sus alojamientos y cómo gestionan su calendario.',
      responsibilities: [
        'Investigar con anfitriones y convertir lo aprendido en diseños',
        'Crear prototipos y probar flujos en móvil y en escritorio',
        'Contribuir a nuestro sistema de diseño',
      ],
      requirements: [
        'Un portafolio que demuestre visión de producto y dominio del oficio',
        'Se valorará la experiencia diseñando para varios idiomas y para interfaces de derecha a izquierda',
      ],
    },
    'community-support-specialist': {
      title: 'Especialista en atención a la comunidad (árabe e inglés)',
      team: 'Atención a la comunidad',
      location: 'Dubái',
      employmentType: 'Jornada completa',
      summary:
        'Ayuda a huéspedes y anfitriones por teléfono, chat y correo electrónico cuando algo no sale según lo previsto.',
      responsibilities: [
        'Resolver dudas sobre reservas y pagos',
        'Gestionar avisos urgentes de seguridad y problemas vecinales',
        'Proponer mejoras en nuestros artículos de ayuda',
      ],
      requirements: [
        'Dominio del árabe y del inglés',
        'Capacidad para mantener la calma, la amabilidad y el orden bajo presión',
      ],
    },
    'city-partnerships-manager': {
      title: 'Responsable de alianzas con ciudades',
      team: 'Políticas públicas',
      location: 'Berlín',
      employmentType: 'Jornada completa',
      summary: 'Trabaja con los gobiernos municipales en normas justas para el alquiler de corta duración.',
      responsibilities: [
        'Establecer relaciones con las autoridades locales',
        'Traducir la normativa en requisitos de producto',
        'Representar a los anfitriones en las consultas públicas',
      ],
      requirements: ['Formación en políticas públicas o urbanismo', 'Dominio del alemán y del inglés'],
    },
  },
  help_article: {
    'how-to-book': {
      title: 'Cómo reservar un alojamiento',
      body: 'Busca un destino, elige las fechas y el número de huéspedes y abre un anuncio. Revisa el precio total, las normas de la casa y la política de cancelación, y pulsa Reservar. Los alojamientos con Reserva inmediata se confirman al momento; en los demás, el anfitrión tiene 24 horas para aceptar la solicitud.',
    },
    'change-dates': {
      title: 'Cambiar las fechas de una reserva',
      body: 'Abre Viajes en tu panel, selecciona la reserva y pide al anfitrión que cambie las fechas. El anfitrión puede aceptar o rechazar el cambio; la diferencia de precio se cobra o se devuelve automáticamente.',
    },
    'cancel-as-guest': {
      title: 'Cancelar una reserva como huésped',
      body: 'Abre el viaje y pulsa Cancelar. El reembolso depende de la política de cancelación del anuncio (Flexible, Moderada o Estricta) y del tiempo que falte para la llegada. Verás el importe del reembolso antes de confirmar.',
    },
    'payment-methods': {
      title: 'Métodos de pago aceptados',
      body: 'Aceptamos las principales tarjetas de crédito y débito. Pagas en la moneda que se muestra al finalizar la reserva; si no coincide con la de tu tarjeta, tu banco puede aplicar su propia comisión por cambio de divisa.',
    },
    'create-listing': {
      title: 'Crear tu primer anuncio',
      body: 'Elige Hazte anfitrión, inicia sesión y añade tu alojamiento paso a paso: tipo de alojamiento, ubicación, fotos, descripción, servicios, precio y disponibilidad. Puedes guardar un borrador en cualquier momento y publicarlo cuando lo tengas listo.',
    },
    payouts: {
      title: 'Cuándo cobras',
      body: 'Los pagos se liberan 24 horas después de la llegada del huésped, en la moneda de tu anuncio. Puedes seguir cada pago en Ganancias, dentro del panel de anfitrión.',
    },
    'set-cancellation-policy': {
      title: 'Elegir una política de cancelación',
      body: 'Elige Flexible, Moderada o Estricta para cada anuncio. La flexible atrae más reservas de última hora; la estricta protege las estancias largas que se planifican con mucha antelación. La política se aplica a las reservas que se hagan después de cambiarla.',
    },
    'account-security': {
      title: 'Cómo mantener tu cuenta segura',
      body: 'Inicia sesión con un código de un solo uso que te enviamos al teléfono o al correo electrónico, no compartas nunca tus códigos con nadie y revisa las sesiones activas en Inicio de sesión y seguridad, dentro de tu cuenta. Nunca te pediremos un código por teléfono.',
    },
    'change-language-currency': {
      title: 'Cambiar el idioma y la moneda',
      body: 'Usa los botones del globo terráqueo y de la moneda de la cabecera. Tu elección se aplica al instante y, si has iniciado sesión, se guarda en tu cuenta y te acompaña en todos tus dispositivos.',
    },
    'report-neighbourhood-issue': {
      title: 'Informar de un problema con un alojamiento cerca de ti',
      body: 'Si un alojamiento de tu barrio causa ruido, fiestas u otras molestias, envía un aviso desde la página Problemas en el vecindario. Nuestro equipo se pone en contacto con el anfitrión y te mantiene informado.',
    },
  },
  faq: {
    'what-is-roamstead': {
      topic: 'General',
      question: '¿Qué es Roamstead?',
      answer:
        'Una plataforma en la que los viajeros reservan alojamientos y experiencias que ofrecen anfitriones locales, en ciudades y en el campo, en todo el mundo.',
    },
    fees: {
      topic: 'General',
      question: '¿Qué tarifas pagan los huéspedes?',
      answer:
        'El total que ves antes de reservar incluye el precio por noche, la tarifa de limpieza que haya fijado el anfitrión, si la hay, y nuestra tarifa de servicio. Al pagar no hay cargos ocultos.',
    },
    'account-needed': {
      topic: 'Reservas',
      question: '¿Necesito una cuenta para reservar?',
      answer:
        'Puedes explorar sin cuenta. Para reservar, escribir a un anfitrión o guardar favoritos, inicia sesión con tu número de teléfono o tu correo electrónico y un código de un solo uso.',
    },
    'when-charged': {
      topic: 'Reservas',
      question: '¿Cuándo se me cobra?',
      answer:
        'El cobro se realiza cuando el anfitrión confirma la reserva. Retenemos el pago y se lo transferimos al anfitrión 24 horas después de la llegada.',
    },
    refunds: {
      topic: 'Cancelaciones',
      question: '¿Cómo funcionan los reembolsos?',
      answer:
        'Los reembolsos siguen la política de cancelación del anuncio y llegan a tu método de pago original en un plazo de 5 a 10 días hábiles.',
    },
    'host-cancels': {
      topic: 'Cancelaciones',
      question: '¿Qué pasa si mi anfitrión cancela?',
      answer:
        'Recibes automáticamente el reembolso íntegro y nuestro equipo te ayuda a encontrar un alojamiento similar en la zona.',
    },
    'become-host-cost': {
      topic: 'Ser anfitrión',
      question: '¿Cuesta algo publicar mi alojamiento?',
      answer:
        'Publicar es gratis. Nos quedamos con una comisión de anfitrión del 3 % de cada reserva confirmada para cubrir el procesamiento de los pagos y la asistencia.',
    },
    'host-requirements': {
      topic: 'Ser anfitrión',
      question: '¿Qué necesito para empezar a ser anfitrión?',
      answer:
        'Una cuenta verificada, fotos nítidas, una descripción fiel y un espacio que cumpla la normativa local. Algunas ciudades exigen un número de registro, que debes añadir a tu anuncio.',
    },
    currencies: {
      topic: 'Pagos',
      question: '¿Qué monedas puedo usar?',
      answer:
        'Los precios pueden mostrarse en doce monedas, entre ellas el dólar estadounidense, el euro, la libra, el yen y el rand. Los anfitriones cobran en la moneda de su anuncio.',
    },
  },
};
