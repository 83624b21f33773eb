// Every route of the spec's table (aliases included), for tests that walk them all.
export const publicRoutes = [
  '/',
  '/home',
  '/login',
  '/signup',
  '/verify-otp',
  '/features',
  '/DefendPro',
  '/LearnMore',
  '/for-your-home',
  '/ForYourHome',
  '/for-your-business',
  '/ForYourBusiness',
  '/solution',
  '/ParentSolution',
  '/FixMyTech',
  '/fixmytech',
  '/microsoft-store',
  '/internet-security',
  '/product/1',
  '/product/17',
  '/Pricing',
  '/about',
  '/HowSaffeSupportWorks',
  '/resources',
  '/IdentifyFakeCalls',
  '/ReadFAQ',
  '/DaysMoneyBack',
  '/contact',
  '/live-support',
  '/privacy-policy',
  '/terms',
  '/return-policy',
  '/why-us',
  '/how-we-contact-you',
  '/Fox',
  '/CBS',
  '/ABC11',
  '/NewYorkPolice',
  '/ABCNational',
  '/AccountIn',
  '/userdashboard',
  '/blog',
  '/blog/online-scam-guide',
  '/alerts',
  '/alerts/voice-clone-family-calls',
] as const

export const aliases = [
  { path: '/home', canonical: '/' },
  { path: '/ForYourHome', canonical: '/for-your-home' },
  { path: '/ForYourBusiness', canonical: '/for-your-business' },
  { path: '/fixmytech', canonical: '/FixMyTech' },
] as const

/**
 * The pages every translated site (/es, /fr) has: the spec's routes without the English-only alias
 * spellings, and the tools added after the spec's table. The staff console stays English.
 */
export const translatedRoutes = [
  ...publicRoutes.filter((p) => !aliases.some((alias) => alias.path === p)),
  '/scam-check',
  '/help-now',
  '/verify-us',
  '/on-the-phone',
  '/code-word',
] as const
