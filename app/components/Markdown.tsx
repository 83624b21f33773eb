/**
 * Renders HTML that the markdown plugin produced at build time from files in content/.
 * Only our own content reaches this component; nothing a visitor types is ever rendered as HTML.
 */
export function Markdown({ html, className = 'prose' }: { html: string; className?: string }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: build-time HTML from our own content/ files
  return <div className={className} dangerouslySetInnerHTML={{ __html: html }} />
}
