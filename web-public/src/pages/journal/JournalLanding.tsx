/** /journal (public-site §2 Journal landing): two large cards to the blogs and the vlogs, and a call to action. */
import { Link } from 'react-router-dom'
import { ArrowRightIcon } from '../../components/Icons.tsx'
import { usePageMeta } from '../../lib/head.ts'
import { JOURNAL_META } from '../../journal-meta.ts'
import '../../styles/journal.css'

const SECTIONS = [
  {
    to: '/journal/blogs',
    art: '/journal-blogs.svg',
    kicker: 'Read',
    title: 'Blogs',
    text: 'Long reads on nature-inspired design, intelligent vehicles and the road to zero-emission mobility, written by the people building it.',
    cta: 'Explore the blogs',
  },
  {
    to: '/journal/vlogs',
    art: '/journal-vlogs.svg',
    kicker: 'Watch',
    title: 'Vlogs',
    text: 'Prototypes on the test track, design reviews and conversations from the workshop floor, straight from our YouTube channel.',
    cta: 'Watch the vlogs',
  },
]

export default function JournalLanding() {
  usePageMeta(JOURNAL_META)
  return (
    <>
      <header className="j-hero j-hero--landing">
        <div className="j-hero-glow" aria-hidden="true" />
        <div className="container j-hero-inner">
          <p className="eyebrow">The Yerth Journal</p>
          <h1 className="j-hero-title">
            Ideas in <span className="text-gradient">motion.</span>
          </h1>
          <p className="j-hero-lead">
            Stories, field notes and videos from the road to Hypermobility: how we design, test and think about mobility that
            works like nature.
          </p>
        </div>
      </header>

      <section className="container j-doors" aria-label="Journal sections">
        {SECTIONS.map((s, i) => (
          <article key={s.to} className="j-door">
            <div className="j-door-art">
              <img src={s.art} alt="" width={720} height={440} loading={i === 0 ? 'eager' : 'lazy'} decoding="async" />
            </div>
            <div className="j-door-body">
              <p className="j-door-kicker">{s.kicker}</p>
              <h2 className="j-door-title">
                <Link to={s.to} className="j-door-link">
                  {s.title}
                </Link>
              </h2>
              <p className="j-door-text">{s.text}</p>
              <p className="j-door-cta" aria-hidden="true">
                {s.cta}
                <ArrowRightIcon size={18} />
              </p>
            </div>
          </article>
        ))}
      </section>

      <section className="container" aria-labelledby="journal-cta-title">
        <div className="j-cta j-cta--wide">
          <div>
            <h2 id="journal-cta-title" className="j-cta-title">
              Have a story we should tell?
            </h2>
            <p className="j-cta-text">
              Riders, makers, researchers and partners: we'd love to hear from you. Or get to know the team behind the Journal first.
            </p>
          </div>
          <div className="j-cta-actions">
            <Link to="/contact" className="btn btn-primary btn-lg">
              Contact Us
              <ArrowRightIcon size={18} />
            </Link>
            <Link to="/about" className="btn btn-secondary btn-lg">
              About Yerth
            </Link>
          </div>
        </div>
      </section>
    </>
  )
}
