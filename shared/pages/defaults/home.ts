/**
 * Default sections of the home page (admin-area §9; public-site §2 Home). Copy shown by the public
 * site until an editor changes it. Designed sections read these metadata fields
 * (web-public/src/sections/home/): eyebrow, highlight (a part of the title drawn in the brand
 * gradient), button texts and links (primaryText/primaryLink, secondaryText/secondaryLink, link),
 * image, videoUrl, and `items` (slides, cards, founders, stats; lists are one line per entry).
 *
 * DEFAULT VIDEO LINKS: the two YouTube links below are placeholders of the right shape; replace
 * them with the company's films in Website Pages (Home → mirror-of-earth, looked-at-earth).
 */
import type { Section } from '../../api/pages.ts'
import { BRAND } from '../../brand.ts'
import { section } from '../section.ts'
import { DEFAULT_FOUNDERS } from './founders.ts'

export const HOME_SECTIONS: Section[] = [
  section('hero', 'banner', 'Where Hypermobility Comes to Life', `${BRAND.name} - ${BRAND.tagline}`, {
    eyebrow: 'Electric · Intelligent · Sustainable',
    subtitle: 'Vehicles that sense, adapt and flow like the living world around them. Seamless from the first metre to the last, and kind to the planet they move across.',
    primaryText: 'Explore Our Vision',
    primaryLink: '/about',
    secondaryText: 'Get in Touch',
    secondaryLink: '/contact',
    image: '/art/home-hero.svg',
  }),
  section(
    'nature-carousel',
    'text',
    'What if bikes could think like Nature?',
    'The Earth has been testing designs for billions of years. We study how it adapts, heals and flows, and build those lessons into every vehicle we make.',
    {
      eyebrow: 'Inspired by Nature',
      highlight: 'Nature',
      items: [
        {
          title: 'Earth Adapts',
          description:
            'Forests bend with the wind and rivers reshape their banks. Our ride adapts the same way: suspension, power and posture tune themselves to terrain, weather and rider in real time.',
          visualText: 'Adaptive by instinct',
          bullets: 'Terrain-aware suspension that reads the road ahead\nPower delivery matched to rider, load and gradient\nRiding modes that learn your daily routes',
          image: '/art/home-nature-adapts.svg',
        },
        {
          title: 'Earth Heals',
          description:
            'Living systems repair and renew themselves. We design for the same long life: self-diagnosing systems, modular parts and materials that return to the cycle instead of the landfill.',
          visualText: 'Built to renew',
          bullets: 'Self-diagnostics that flag wear before it fails\nModular components you repair, not replace\nRecycled and recyclable materials throughout',
          image: '/art/home-nature-heals.svg',
        },
        {
          title: 'Earth Flows',
          description:
            'Water finds the path of least resistance and wastes nothing on the way. Our drivetrain, frame and software share that instinct for effortless, efficient motion.',
          visualText: 'Motion without friction',
          bullets: 'A streamlined frame shaped by airflow studies\nRegenerative braking on every descent\nSeamless handover between city, trail and transit',
          image: '/art/home-nature-flows.svg',
        },
      ],
    },
  ),
  section(
    'hypermobility-statement',
    'text',
    'Hypermobility',
    'Hypermobility is movement without compromise: seamless from door to destination, intelligent enough to anticipate the road, and sustainable down to the last bolt.\n\nIt is not a faster way to get from A to B. It is a better relationship between people, their vehicles and the planet they move across.',
    { pillars: 'Seamless\nIntelligent\nSustainable' },
  ),
  section(
    'discover-future',
    'text',
    'Discover the Future of Hypermobility',
    'Three promises guide every prototype on our test track. The vehicle is still in development and testing; this is what we are building towards.',
    {
      eyebrow: 'What Sets Us Apart',
      highlight: 'Hypermobility',
      items: [
        {
          icon: 'performance',
          title: 'Unmatched Performance for Every Journey',
          description: 'From the morning commute to the mountain trail: instant torque, long range and confident control in every season.',
          stat: '365 DAYS',
          statLabel: 'All-season, all-terrain riding',
          features: 'Instant electric torque\nLong-range battery architecture\nAll-weather traction control',
        },
        {
          icon: 'innovation',
          title: 'Innovation Built In',
          description: 'Sensors, software and a bio-inspired frame work as one system, learning from every ride and improving with every update.',
          stat: '360°',
          statLabel: 'Sensing around the rider',
          features: 'Real-time terrain sensing\nOver-the-air software updates\nConnected rider insights',
        },
        {
          icon: 'sustainable',
          title: 'Sustainable by Design',
          description: 'Clean energy, circular materials and a carbon-negative ambition: sustainability is where the design starts, not a feature added at the end.',
          stat: '90%',
          statLabel: 'Carbon footprint reduction',
          features: '100% renewable energy in production\nRecycled and recyclable materials\nA carbon-negative roadmap',
        },
      ],
    },
  ),
  section('early-access', 'button', 'Get Early Access', 'Get Early Access', {
    link: '/contact',
    text: 'Be among the first to ride: early test rides, launch news and notes from the founders.',
    style: 'primary',
  }),
  section(
    'mirror-of-earth',
    'text',
    'Mirror of the Earth',
    'Every part of our design reflects something the Earth already does well: the strength of stone, the flow of water, the lightness of air and the energy of the sun.\n\nFoundation Elements is a short film about the four forces we build on, and what they teach us about moving well.',
    {
      eyebrow: 'Foundation Elements',
      videoTitle: 'Foundation Elements',
      playText: 'Play Foundation Elements',
      videoUrl: '', // the film's YouTube link; the play button shows once an editor sets one
      linkText: 'Watch on YouTube',
      image: '/art/home-mirror.svg',
    },
  ),
  section(
    'looked-at-earth',
    'text',
    'We Looked at Earth, and Saw More',
    'Where others saw roads, we saw rivers. Where others saw traffic, we saw flocks moving as one. Our Anthem is the story of that second look, and of the vehicles it inspired.',
    {
      eyebrow: 'Our Anthem',
      videoTitle: 'Anthem',
      playText: 'Play the Anthem',
      videoUrl: '',
      linkText: 'Watch on YouTube',
      image: '/art/home-anthem.svg',
    },
  ),
  section(
    'what-were-building',
    'text',
    "What We're Building",
    'A vehicle that senses like a living thing, is shaped by nature and speaks in a calm, earthy voice. Three ideas, one ride.',
    {
      eyebrow: 'Inside the Vehicle',
      items: [
        {
          title: 'Sensory Intelligence',
          description:
            'A mesh of sensors reads road surface, weather, traffic and rider together, the way a nervous system reads the world, so the vehicle responds before you have to.',
          points: 'Surface and grip sensing\nPredictive safety alerts\nRider-aware assistance',
          image: '/art/home-build-sensory.svg',
        },
        {
          title: 'Bio-Inspired Design',
          description:
            'A frame grown from the logic of bone and branch: strong where the load flows, light everywhere else. Less material, more strength and a ride that feels alive.',
          points: 'Load-path optimised frame\nLight, repairable structure\nAerodynamics borrowed from flight',
          image: '/art/home-build-bio.svg',
        },
        {
          title: 'Earth-Toned Interface',
          description:
            'A display and sound palette drawn from moss, stone and sky. Information arrives calmly and only when it matters, so your attention stays on the ride.',
          points: 'Glanceable, glare-free display\nCalm, context-aware alerts\nVoice and haptic cues',
          image: '/art/home-build-interface.svg',
        },
      ],
    },
  ),
  section('read-about-us', 'button', 'Read About Us', 'Read About Us', {
    link: '/about',
    text: 'Meet the people and the philosophy behind the machine.',
    style: 'secondary',
  }),
  section(
    'new-era',
    'text',
    'The World Demands a New Era',
    `Cities are crowded, journeys are fragmented and transport remains one of the largest sources of emissions on the planet. More of the same vehicles will not fix it.\n\nThe next era of mobility has to be lighter, smarter and cleaner all at once: vehicles that share the road with nature instead of fighting it. That is the era ${BRAND.name} is building for.`,
    { eyebrow: 'Why Now', highlight: 'New Era' },
  ),
  section('new-era-image', 'image', 'A city skyline giving way to forest and hills at sunrise, crossed by one flowing path', '/art/home-new-era.svg'),
  section(
    'hyperbuilt-series',
    'text',
    'HyperBuilt Series',
    'Go behind the scenes of building a new kind of vehicle: the breakthroughs, the setbacks and the people in between. Our original series is in production now.',
    {
      eyebrow: 'Original Series',
      items: [
        {
          title: 'Reality Series',
          description: 'Follow the team from first sketch to test track in an unscripted documentary series.',
          label: 'Coming Soon',
          link: '/hyperbuilt/reality',
        },
        {
          title: 'Podcast Series',
          description: 'Long conversations with the engineers, designers and thinkers shaping the future of mobility.',
          label: 'Coming Soon',
          link: '/hyperbuilt/podcast',
        },
      ],
    },
  ),
  section('hyperbuilt-subscribe', 'button', 'Subscribe & Be the First to See', 'Subscribe & Be the First to See', {
    link: '/contact',
    text: 'New episodes are on their way. Hear the moment they drop.',
    style: 'primary',
  }),
  section(
    'founders',
    'text',
    'Meet the Founders',
    'More than 50 years of combined experience in vehicle engineering, design and technology, brought together by one question: what if mobility worked like nature?',
    { eyebrow: 'Leadership', postsLabel: 'Recent articles', items: DEFAULT_FOUNDERS },
  ),
  section('latest-blogs', 'text', 'Latest from the Journal', 'Field notes, ideas and stories from the road to Hypermobility.', { eyebrow: 'From the Journal' }),
  section('closing-cta', 'banner', 'Join the Hypermobility Movement', 'Join the Hypermobility Movement', {
    subtitle: 'Whether you want to build it, ride it or partner with us, there is a place for you in what comes next.',
    primaryText: 'Explore Careers',
    primaryLink: '/careers',
    secondaryText: 'Get in Touch',
    secondaryLink: '/contact',
    items: [
      { value: '50+', label: 'Years combined experience' },
      { value: '3', label: 'Core pillars' },
      { value: '∞', label: 'Possibilities ahead' },
    ],
  }),
]
