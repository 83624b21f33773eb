// Every page path of the route tree, for the tests that check links only known at run time (links in
// markdown bodies; links in content/*.ts are checked by the type check, content/links.ts). The list is
// typed with the route tree's own `to` type: \`npx tsc --noEmit\` fails when a route is added or
// removed and this list is not changed with it, so it cannot drift. (Importing the route tree object
// itself in Node would load every page, the CSS and the Workers runtime.)
import type { FileRouteTypes } from '#app/routeTree.gen'

const routes: Record<FileRouteTypes['to'], true> = {
  '/': true,
  '/$': true,
  '/ABC11': true,
  '/ABCNational': true,
  '/AccountIn': true,
  '/CBS': true,
  '/DaysMoneyBack': true,
  '/DefendPro': true,
  '/FixMyTech': true,
  '/Fox': true,
  '/HowSaffeSupportWorks': true,
  '/IdentifyFakeCalls': true,
  '/LearnMore': true,
  '/NewYorkPolice': true,
  '/ParentSolution': true,
  '/Pricing': true,
  '/ReadFAQ': true,
  '/about': true,
  '/contact': true,
  '/expert': true,
  '/features': true,
  '/forgot-password': true,
  '/for-your-business': true,
  '/for-your-home': true,
  '/help-now': true,
  '/how-we-contact-you': true,
  '/internet-security': true,
  '/live-support': true,
  '/login': true,
  '/microsoft-store': true,
  '/privacy-policy': true,
  '/resources': true,
  '/return-policy': true,
  '/scam-check': true,
  '/signup': true,
  '/solution': true,
  '/terms': true,
  '/userdashboard': true,
  '/verify-otp': true,
  '/verify-us': true,
  '/why-us': true,
  '/ForYourBusiness': true,
  '/ForYourHome': true,
  '/home': true,
  '/alerts/$slug': true,
  '/blog/$slug': true,
  '/newsletter/confirm': true,
  '/newsletter/preferences': true,
  '/newsletter/unsubscribe': true,
  '/product/$id': true,
  '/alerts': true,
  '/blog': true,
}

/** `/`, `/about`, `/blog`, `/blog/$slug`, ...: the route tree's paths as links name them. */
export const routePaths: ReadonlySet<string> = new Set(Object.keys(routes))
