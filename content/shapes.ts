// The shapes the page copy in content/ shares, declared once: a page's opening, a section made of a
// heading and a paragraph, and an item made of a title and its text. No words of its own (listed in
// LANGUAGE_NEUTRAL in tests/unit/i18n.test.ts).

/** A page's opening: its `<h1>` and the paragraph under it. */
export interface PageOpening {
  heading: string
  lead: string
}

/** A section: its heading and one paragraph. */
export interface TextSection {
  heading: string
  text: string
}

/** One item of a list (a step, a reason to choose us): a short title and its text. */
export interface TitledText {
  title: string
  text: string
}
