import { RichText } from '#app/components/RichText'
import { Section } from '#app/components/Section'
import type { AwarenessSection } from '#content/store-awareness'

/** One scam-awareness section below a product grid: a heading, an optional lead and short cards. */
export function AwarenessSectionView({ section }: { section: AwarenessSection }) {
  const headingId = `${section.id}-heading`
  return (
    <Section id={headingId} title={section.heading} className="mt-14">
      {section.lead ? <p className="mt-3 mb-0 max-w-3xl text-lg">{section.lead}</p> : null}
      <ul className="list-none p-0 mt-6 mb-0 grid gap-5 md:grid-cols-2 lg:grid-cols-3">
        {section.items.map((item) => (
          <li key={item.title} className="card">
            <h3 className="text-xl m-0">{item.title}</h3>
            <RichText text={item.text} className="mt-2 [&>p]:m-0" />
          </li>
        ))}
      </ul>
    </Section>
  )
}
