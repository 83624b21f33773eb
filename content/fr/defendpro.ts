// French (Quebec) copy for the /fr/DefendPro page. Data only: the types are in content/defendpro.ts.
// The tokens {{phone}}, {{phoneHref}}, {{email}} and {{company}} are replaced from content/site.ts.
// Links use the English path (/blog/romance-scam): RichText sends them to /fr on a French page.
import type * as en from '../defendpro'

export const defendProHero: typeof en.defendProHero = {
  heading: 'DefendMePro : une protection de tous les jours, avec de vraies personnes derrière',
  lead:
    'Les fraudeurs appellent, envoient des textos et des courriels, et surgissent sur votre écran. DefendMePro met plusieurs couches de protection autour de votre identité, de votre argent et de vos appareils. Quand quelque chose vous semble louche, une vraie personne de {{company}} est là pour vous aider, 7 jours sur 7.',
}

export const scamBanner: typeof en.scamBanner = {
  heading: 'Quelqu’un vous demande de l’argent ou un accès en ce moment?',
  text:
    'Arrêtez. Raccrochez le téléphone ou fermez la fenêtre. Ne payez personne et ne laissez personne entrer dans votre ordinateur. Ensuite, appelez-nous au {{phone}} et une vraie personne vous aidera à vérifier ce qui se passe.',
}

export const defendProSections: typeof en.defendProSections = [
  {
    id: 'reality-in-numbers',
    title: 'La réalité en chiffres',
    summary:
      'La fraude en ligne augmente vite, et les personnes de plus de 60 ans sont les plus touchées. Voici ce que montrent les rapports du FBI.',
    body: `L’Internet Crime Complaint Center (IC3) du FBI recueille les signalements de personnes qui ont perdu de l’argent à cause de crimes en ligne. Ses rapports récents sont très clairs.

- **16,6 milliards $ perdus en 2024.** C’est 33 % de plus que l’année précédente.
- **12,5 milliards $ perdus en 2023.** Les pertes augmentent d’année en année.
- **859 532 plaintes en 2024.** Chacune représente une personne ou une famille.
- **83 % des pertes venaient de la fraude en ligne.** Cela représente environ 13,7 milliards $ perdus dans des arnaques par téléphone, texto, courriel et sur le Web.
- **4,9 milliards $ perdus par des personnes de 60 ans et plus en 2024,** dans 147 127 plaintes. C’est une hausse de 43 %. En 2023, le montant était de 3,4 milliards $.

Un autre chiffre est une estimation de {{company}}, et non une donnée du FBI ou d’un rapport gouvernemental :

- Le risque d’être ciblé par un crime en ligne est d’environ **1 sur 4** (estimation de {{company}}).

### Ce que cela veut dire pour vous

Être ciblé ne veut pas dire que vous avez fait quelque chose de mal. Les fraudeurs sont organisés, patients et savent avoir l’air officiels. La réponse n’est pas la peur. C’est quelques habitudes simples, de bons outils et quelqu’un à appeler quand vous avez un doute. C’est ce que DefendMePro vous offre.`,
  },
  {
    id: 'whats-included',
    title: 'Ce que comprend DefendMePro',
    summary:
      'Un seul forfait protège votre identité, votre argent, vos appareils et votre téléphone, avec l’aide de vraies personnes 7 jours sur 7.',
    body: `DefendMePro réunit dix types de protection dans un seul forfait. Touchez un élément pour en savoir plus.

- **[Protection contre le vol d’identité](/DefendPro?item=identity-theft)** avec surveillance du Web clandestin et nettoyage par des experts.
- **[Détection de la fraude](/DefendPro?item=fraud-detection)** qui surveille les activités qui ne vous ressemblent pas.
- **[Protection contre les arnaques](/DefendPro?item=scam-protection)** pour vous aider à repérer et à bloquer les ruses courantes.
- **[Centre d’alertes sur les arnaques](/DefendPro?item=scam-alerts)** avec des avertissements en mots simples sur les nouvelles arnaques.
- **[Sécurité financière](/DefendPro?item=financial-security)** pour vous aider à protéger vos comptes bancaires et vos économies.
- **[Gestionnaire de mots de passe](/DefendPro?item=password-manager)** pour ne plus avoir à retenir des dizaines de mots de passe.
- **[Antivirus et sécurité des appareils](/DefendPro?item=antivirus)** pour votre ordinateur, votre téléphone et votre tablette.
- **[VPN](/DefendPro?item=vpn)** pour protéger votre connexion sur les réseaux Wi-Fi publics.
- **[Protection contre les appels indésirables](/DefendPro?item=spam-call)** pour recevoir moins d’appels automatisés et d’appels frauduleux.
- **[De vraies personnes pour vous aider 7 jours sur 7](/DefendPro?item=human-support)**, une équipe basée aux États-Unis.

Vous recevez aussi des **alertes en temps réel**, envoyées à vous et, si vous le voulez, à une **personne de confiance**, comme votre fils, votre fille ou un ami.

### Forfaits et prix

- **DefendMePro Home :** 19 $ par mois, facturé 228 $ par année à l’avance, taxes en sus, pour jusqu’à 3 appareils.
- **DefendMePro Business :** 49,99 $ par mois, facturé 599,88 $ par année à l’avance, taxes en sus, pour jusqu’à 10 appareils.

Les forfaits sont facturés à l’année, à l’avance, taxes en sus. Des prix spéciaux sont offerts aux aînés et aux anciens combattants. Les deux forfaits DefendMePro sont couverts par notre **garantie de remboursement de 30 jours** (voyez notre [page sur la garantie de remboursement](/DaysMoneyBack)).

Vous n’achetez pas en ligne. Appelez-nous au [{{phone}}]({{phoneHref}}), une seule ligne pour l’aide contre les arnaques et pour les achats, ouverte 24 heures sur 24, 7 jours sur 7. {{callRuleBuy}}`,
  },
  {
    id: 'identity-theft',
    item: 'identity-theft',
    title: 'Protection contre le vol d’identité et surveillance du Web clandestin',
    summary:
      'Nous cherchons vos renseignements personnels là où les criminels s’échangent des données volées, et nous vous aidons à tout remettre en ordre si quelque chose arrive.',
    body: `Le vol d’identité, c’est quand quelqu’un utilise vos renseignements personnels pour se faire passer pour vous. Cette personne peut ouvrir des cartes de crédit, produire une déclaration de revenus ou prendre un prêt à votre nom. Souvent, on l’apprend des mois plus tard.

### Surveillance du Web clandestin

Le Web clandestin est une partie cachée d’Internet où les criminels achètent et vendent des renseignements volés. DefendMePro surveille si vos renseignements personnels y apparaissent. Si nous trouvons une correspondance, vous recevez une **alerte en temps réel**. Votre personne de confiance peut aussi en recevoir une, si vous le souhaitez.

### Nettoyage par des experts

Une alerte peut faire peur. Vous n’y ferez pas face sans aide. Un vrai expert de {{company}} vous guidera, une étape à la fois. Cela peut comprendre :

- Changer les mots de passe des comptes touchés.
- Activer la vérification en deux étapes. Cela veut dire que pour se connecter, il faut votre mot de passe et un code.
- Demander un gel de crédit gratuit auprès d’Equifax, d’Experian et de TransUnion (États-Unis), ou une alerte à la fraude auprès d’Equifax Canada et de TransUnion Canada.
- Faire un signalement sur identitytheft.gov (en anglais), le site officiel de rétablissement de la Federal Trade Commission (FTC) des États-Unis, ou auprès de votre police locale et du Centre antifraude du Canada (CAFC), au 1-888-495-8501 (Canada).

### Signes que votre identité est peut-être utilisée

- Des factures ou des lettres pour des comptes que vous n’avez jamais ouverts.
- Une agence de recouvrement vous appelle pour une dette que vous ne devez pas.
- Votre déclaration de revenus est refusée parce qu’une déclaration a déjà été produite.
- Du courrier ou des relevés que vous attendez n’arrivent plus.

Si vous remarquez un de ces signes, appelez-nous au [{{phone}}]({{phoneHref}}). Pour en savoir plus, lisez notre [guide sur le vol d’identité](/blog/identity-theft).`,
  },
  {
    id: 'fraud-detection',
    item: 'fraud-detection',
    title: 'Détection de la fraude',
    summary:
      'DefendMePro repère les activités qui ne vous ressemblent pas et vous avertit vite, pour que les petits problèmes restent petits.',
    body: `Une fraude est plus facile à régler quand on la découvre tôt. Un inconnu qui entre dans votre courriel ou dans un compte agit en général très vite. DefendMePro vous aide à agir plus vite encore.

### Comment cela vous aide

- **Surveille les signes d’alerte.** Il repère les activités qui ne correspondent pas à vos habitudes.
- **Vous avertit en temps réel.** Vous êtes au courant d’un problème tout de suite, pas des semaines plus tard sur un relevé.
- **Tient une personne de confiance au courant.** Si vous le voulez, un membre de votre famille ou un ami reçoit la même alerte. Deux paires d’yeux valent mieux qu’une.
- **Vous met en contact avec une personne.** Vous pouvez appeler un vrai expert de {{company}} pour parler de n’importe quelle alerte.

### Quand vous recevez une alerte

1. Restez calme. Une alerte est un avertissement, pas une perte.
2. Ne répondez à aucun texto ni courriel qui prétend parler de l’alerte et vous demande des renseignements.
3. Appelez votre banque au numéro inscrit au dos de votre carte.
4. Appelez-nous au [{{phone}}]({{phoneHref}}) si vous voulez de l’aide pour la suite.

### Une règle simple à retenir

Une vraie alerte n’exige jamais que vous lisiez à voix haute un code à usage unique. Votre banque ne vous demandera jamais ce code non plus. Si quelqu’un vous le demande, c’est une arnaque. Raccrochez.

Vous voulez en savoir plus sur les arnaques aux codes? Lisez notre [guide sur la fraude aux codes bancaires](/blog/banking-otp-fraud).`,
  },
  {
    id: 'scam-protection',
    item: 'scam-protection',
    title: 'Protection contre les arnaques',
    summary:
      'Apprenez les ruses des fraudeurs, et obtenez l’aide de vraies personnes quand un appel, un message ou une fenêtre surgissante vous semble louche.',
    body: `La plupart des arnaques n’entrent pas de force dans votre ordinateur. Elles vous convainquent de leur ouvrir la porte. C’est pourquoi DefendMePro combine des outils et des personnes qui savent comment fonctionnent les arnaques.

### Les arnaques que nous vous aidons à bloquer

- **Le faux soutien technique.** Une fenêtre surgissante ou une personne au téléphone dit que votre ordinateur est infecté. Voyez notre [guide sur l’arnaque au faux soutien technique](/blog/tech-support-scam).
- **Les faux représentants du gouvernement.** Une personne dit appeler de l’IRS (le fisc américain), de la Social Security Administration (SSA) ou de Medicare. L’IRS communique d’abord avec vous par la poste.
- **Les appels d’urgence familiale.** Une voix qui ressemble à celle d’un petit-enfant supplie qu’on lui envoie de l’argent pour sa caution. Les voix peuvent maintenant être copiées avec l’IA. Voyez notre [guide sur la fraude par clonage de voix](/blog/ai-voice-fraud).
- **Les arnaques amoureuses.** Un nouvel ami rencontré en ligne a vite besoin d’argent. Voyez notre [guide sur les arnaques amoureuses](/blog/romance-scam).
- **Les arnaques d’investissement et de cryptomonnaie.** Des promesses de gros rendements sans risque. Voyez notre [guide sur les arnaques d’investissement](/blog/investment-scam).
- **Les fausses boutiques et les fausses livraisons.** Voyez notre [guide pour magasiner en ligne en sécurité](/blog/online-shopping).

### Notre règle sur l’accès à distance

Nous nous connectons à votre ordinateur **seulement pendant une séance de soutien que vous avez lancée** en appelant le [{{phone}}]({{phoneHref}}), le numéro indiqué sur ce site Web. Si quelqu’un vous appelle, vous texte ou vous écrit un courriel en premier et demande à se connecter, raccrochez, même si la personne connaît un mot de passe ou dit qu’elle fait partie de notre équipe. Ensuite, appelez-nous vous-même.

### Trois habitudes qui bloquent la plupart des arnaques

1. **Prenez une pause.** Les fraudeurs vous pressent. Les vrais problèmes peuvent attendre dix minutes.
2. **Raccrochez et rappelez** à un numéro en qui vous avez déjà confiance.
3. **Ne payez jamais** une personne qui a communiqué avec vous en premier avec des cartes-cadeaux, des virements ou de la cryptomonnaie.`,
  },
  {
    id: 'scam-alerts',
    item: 'scam-alerts',
    title: 'Centre d’alertes sur les arnaques',
    summary:
      'Des avertissements en mots simples sur les arnaques qui circulent en ce moment, avec des étapes claires pour vous protéger.',
    body: `Les fraudeurs changent d’histoire tout le temps. Le mois dernier, c’était une fausse livraison de colis. Ce mois-ci, ce sera peut-être un faux remboursement. Le centre d’alertes sur les arnaques vous aide à garder une longueur d’avance.

### Ce que vous y trouverez

- **Des avertissements sur les nouvelles arnaques** écrits en mots simples. Chacun explique à quoi ressemble l’arnaque et quoi faire.
- **De courtes vidéos** qui montrent de vraies techniques de fraudeurs. [Regardez-les sur notre page d’accueil](/#videos-section).
- **Un guide sur les faux appels de soutien** avec des phrases toutes prêtes à utiliser. Voyez [comment reconnaître les faux appels](/IdentifyFakeCalls).
- **Les réponses à 20 questions courantes sur la fraude** dans notre [foire aux questions sur la fraude](/ReadFAQ).
- **Des guides à imprimer** à garder près du téléphone. Téléchargez-les sur notre [page de ressources](/resources).
- **Nos résumés d’arnaques dans l’actualité,** comme [les ruses aux guichets automatiques de cryptomonnaie](/CBS) et [l’usurpation de l’afficheur](/NewYorkPolice), chacun avec un lien vers sa source.

### Comment l’utiliser

Lisez une alerte par semaine. Partagez-la avec un ami ou un membre de votre famille. Parler des arnaques est l’un des meilleurs moyens de les arrêter. Les personnes qui ont entendu parler d’une ruse risquent beaucoup moins de se faire prendre.

### Vous avez vu quelque chose de nouveau?

Si vous recevez un appel, un texto ou un courriel étrange qui n’est pas sur notre liste, dites-le-nous. Appelez le [{{phone}}]({{phoneHref}}) ou écrivez à [{{email}}](mailto:{{email}}). Nous vous aiderons à vérifier, et votre signalement peut aider à protéger quelqu’un d’autre.`,
  },
  {
    id: 'financial-security',
    item: 'financial-security',
    title: 'Sécurité financière',
    summary:
      'Protégez vos comptes bancaires, vos cartes et vos économies contre les arnaques qui visent directement votre argent.',
    body: `Au bout du compte, presque toutes les arnaques visent votre argent. DefendMePro vous aide à y mettre quelques bons verrous.

### Ce que fait DefendMePro

- **Vous avertit, vous et votre personne de confiance,** quand quelque chose semble anormal, pour que vous puissiez agir vite.
- **Surveille les renseignements volés,** comme des données de compte échangées par des criminels.
- **Vous donne une personne à appeler** avant d’envoyer de l’argent quand vous avez un doute.

### Des règles d’argent qui vous protègent

- **Votre banque ne vous demandera jamais votre code à usage unique.** Ne le lisez jamais à voix haute et ne le tapez jamais pour une personne au téléphone.
- **Aucun vrai organisme ne transfère votre argent dans un « compte sécurisé ».** C’est toujours une arnaque.
- **Les cartes-cadeaux servent à faire des cadeaux, pas à payer.** Aucun bureau du gouvernement ni aucune entreprise ne les accepte pour payer une facture.
- **Ne mettez jamais d’argent comptant dans un guichet automatique de cryptomonnaie (bitcoin)** parce qu’une personne au téléphone vous l’a demandé.
- **Les virements sont difficiles à annuler.** Vérifiez deux fois, puis appelez la personne à un numéro en qui vous avez confiance.

### Des gestes simples à faire aujourd’hui

1. Activez les alertes de compte dans l’application ou sur le site Web de votre banque.
2. Pensez à un gel de crédit gratuit auprès d’Equifax, d’Experian et de TransUnion (États-Unis), ou renseignez-vous auprès d’Equifax Canada et de TransUnion Canada sur une alerte à la fraude ou un gel (Canada).
3. Nommez une personne de confiance auprès de votre banque, si votre banque l’offre.
4. Entendez-vous avec votre famille : aucun gros paiement ne se fait le jour même où quelqu’un le demande.

Si de l’argent a déjà quitté votre compte, appelez votre banque tout de suite. Ensuite, appelez-nous au [{{phone}}]({{phoneHref}}). Pour en savoir plus, lisez notre [guide sur la fraude aux codes bancaires](/blog/banking-otp-fraud).`,
  },
  {
    id: 'password-manager',
    item: 'password-manager',
    title: 'Gestionnaire de mots de passe',
    summary:
      'Ayez des mots de passe solides et différents pour chaque compte, sans les écrire sur des papillons adhésifs.',
    body: `Utiliser un seul mot de passe partout, c’est comme avoir une seule clé pour votre maison, votre auto et votre coffret bancaire. Si un voleur la trouve, tout s’ouvre. Un gestionnaire de mots de passe règle ce problème.

### Ce que c’est

Un gestionnaire de mots de passe est un coffre-fort sécurisé pour vos mots de passe. Vous retenez **un seul mot de passe principal solide**. Le coffre-fort retient tous les autres et peut les remplir pour vous. Votre coffre-fort est protégé par un chiffrement AES-256, une façon très solide de brouiller les données.

### Pourquoi c’est utile

- **Un mot de passe différent pour chaque compte.** Une fuite ne met plus tout en danger.
- **Des mots de passe solides créés pour vous.** Fini les noms d’animaux ou les dates de naissance.
- **Fonctionne sur tous vos appareils,** pour que vos mots de passe soient sur votre ordinateur et votre téléphone.
- **Vous aide à repérer les faux sites.** Il remplit votre mot de passe seulement sur le vrai site Web.

### Choisissez un mot de passe principal solide

Utilisez une **phrase de passe** de 16 caractères ou plus. Mettez bout à bout quatre mots au hasard ou plus, comme une phrase un peu folle que personne d’autre n’inventerait. C’est facile à retenir et difficile à deviner.

- N’utilisez pas de noms, de dates de naissance ni d’adresses.
- Ne le donnez à personne. Aucun technicien de {{company}} n’en aura jamais besoin.
- Activez la vérification en deux étapes partout où c’est possible.

### Besoin d’un coup de main?

Configurer un gestionnaire de mots de passe peut sembler une grosse tâche. Notre équipe peut vous aider à le configurer, un compte à la fois. Appelez le [{{phone}}]({{phoneHref}}). Pour en savoir plus, lisez notre [guide sur la sécurité des mots de passe](/blog/password-safety).`,
  },
  {
    id: 'antivirus',
    item: 'antivirus',
    title: 'Sécurité des appareils',
    summary:
      'Antivirus et protection pour votre ordinateur, votre téléphone et votre tablette, avec des personnes qui peuvent régler les problèmes.',
    body: `Un antivirus bloque les programmes nuisibles, souvent appelés logiciels malveillants. Ces logiciels peuvent vous espionner, ralentir votre ordinateur ou bloquer vos fichiers. DefendMePro comprend un antivirus pour aider à garder vos appareils propres.

### Pourquoi un antivirus seul ne suffit pas

**La plupart des arnaques passent à travers l’antivirus.** C’est parce que la plupart des arnaques n’utilisent pas de virus. Elles utilisent une histoire convaincante. Une fausse fenêtre surgissante, une personne au téléphone ou un courriel vous demande de faire quelque chose vous-même. C’est pourquoi DefendMePro y ajoute l’aide de vraies personnes et de l’information sur les arnaques.

### Ce que couvre la sécurité des appareils

- **Recherche les programmes nuisibles** et les téléchargements dangereux.
- **Vous avertit des sites risqués** avant que vous y entriez des renseignements.
- **Protège jusqu’à 3 appareils** avec le forfait Home et jusqu’à 10 avec le forfait Business.
- **Nettoyage par des experts** si quelque chose passe quand même. Une vraie personne vous aide à l’enlever.

### Les avertissements dans une fenêtre surgissante : quoi faire

Un vrai avertissement de sécurité ne vous dira jamais d’appeler un numéro de téléphone affiché à l’écran. Si une fenêtre surgissante le fait :

1. N’appelez pas le numéro et ne cliquez sur rien dans la fenêtre.
2. Fermez le navigateur. S’il ne se ferme pas, redémarrez l’ordinateur.
3. Appelez-nous au [{{phone}}]({{phoneHref}}) si elle revient sans cesse.

### Gardez vos appareils en bonne santé

- Installez les mises à jour quand votre appareil vous le demande. Elles corrigent des failles de sécurité.
- Téléchargez des applications seulement dans les boutiques d’applications officielles.
- Sauvegardez régulièrement vos photos et vos fichiers.

Pour en savoir plus sur les faux avertissements, lisez notre [guide sur l’arnaque au faux soutien technique](/blog/tech-support-scam).`,
  },
  {
    id: 'vpn',
    item: 'vpn',
    title: 'VPN et confidentialité',
    summary:
      'Un VPN protège ce que vous faites en ligne quand vous utilisez un Wi-Fi public dans un café, un aéroport, un hôtel ou à l’étranger.',
    body: `Un VPN, ou réseau privé virtuel, crée un tunnel privé pour votre connexion Internet. Les autres personnes sur le même réseau ne peuvent pas facilement voir ce que vous envoyez ou recevez.

### Quand un VPN est le plus utile

- **Le Wi-Fi public** dans les cafés, les bibliothèques, les aéroports, les hôtels et les hôpitaux.
- **Les voyages,** y compris pour les retraités américains qui vivent au Mexique, au Panama ou au Costa Rica.
- **Les opérations bancaires ou les achats** quand vous n’êtes pas à la maison.
- **Tout réseau que vous ne contrôlez pas** ou auquel vous ne faites pas entièrement confiance.

### Ce que fait un VPN

- Il brouille votre connexion pour que les curieux à proximité ne puissent pas la lire.
- Il empêche les autres personnes sur le même Wi-Fi de lire facilement ce que vous envoyez.
- Il ajoute de la confidentialité quand vous utilisez des sites et des applications en déplacement.

### Ce qu’un VPN ne fait pas

Un VPN protège votre connexion. Il ne cache pas tout ce que vous faites : les sites Web et les applications où vous vous connectez voient toujours ce que vous y faites, et un VPN n’empêche pas le suivi par les sites eux-mêmes. Il ne peut pas non plus arrêter un fraudeur qui vous convainc de payer ou de donner un code. Gardez vos bonnes habitudes : prenez une pause, raccrochez et vérifiez auprès d’une personne de confiance.

### Des conseils simples de confidentialité

- Activez le VPN avant de vous connecter à un Wi-Fi public.
- Vérifiez le nom du réseau auprès du personnel. Les faux réseaux aux noms semblables sont courants.
- Désactivez sur votre téléphone la connexion automatique aux réseaux Wi-Fi ouverts.
- Ne partagez pas plus que nécessaire sur les réseaux sociaux, comme votre date de naissance ou vos dates de voyage.

Si vous ne savez pas comment activer votre VPN, notre équipe peut vous montrer. Appelez le [{{phone}}]({{phoneHref}}).`,
  },
  {
    id: 'spam-call',
    item: 'spam-call',
    title: 'Protection contre les appels indésirables',
    summary:
      'Moins d’appels automatisés et d’appels frauduleux, et un plan clair pour ceux qui passent quand même.',
    body: `Les appels frauduleux sont l’un des moyens les plus courants qu’utilisent les criminels pour joindre les personnes âgées. La protection contre les appels indésirables de DefendMePro aide à signaler et à filtrer les appels probablement indésirables ou frauduleux, pour que votre téléphone sonne moins souvent pour de mauvaises raisons.

### Pourquoi on ne peut pas se fier à l’afficheur

Les fraudeurs peuvent truquer le nom et le numéro qui s’affichent sur votre écran. C’est ce qu’on appelle **l’usurpation de l’afficheur**. Un appel peut sembler venir de votre banque, de la police ou d’un bureau du gouvernement alors que ce n’est pas le cas. Lisez notre [résumé de nouvelle sur l’usurpation de l’afficheur](/NewYorkPolice).

### Un plan de 30 secondes pour tout appel suspect

1. **Ne confirmez rien.** Ne dites pas votre nom, votre adresse ni vos renseignements de compte.
2. **Dites :** « Je ne règle pas ça au téléphone. Je vais appeler moi-même le numéro officiel. »
3. **Raccrochez.** Vous n’avez pas à faire preuve de politesse envers un fraudeur.
4. **Rappelez** à un numéro en qui vous avez déjà confiance, comme celui inscrit sur votre carte ou votre relevé.

### Les signaux d’alarme pendant un appel

- De la pression pour agir tout de suite.
- Des menaces d’arrestation, d’amende ou de compte gelé.
- Des demandes de cartes-cadeaux, de virements ou de cryptomonnaie.
- Des demandes de codes à usage unique ou d’accès à distance.
- Un proche en difficulté qui vous demande de garder le secret.

### Plus d’aide

- [Des phrases toutes prêtes contre les faux appels de soutien](/IdentifyFakeCalls)
- [Notre guide sur les appels indésirables](/blog/spam-calls)
- [Les arnaques par clonage de voix avec l’IA](/blog/ai-voice-fraud)

Un appel vous laisse un doute? Appelez-nous au [{{phone}}]({{phoneHref}}) et nous vous aiderons à vérifier.`,
  },
  {
    id: 'human-support',
    item: 'human-support',
    title: 'Soutien en direct 7 jours sur 7',
    summary:
      'Parlez à une vraie personne, basée aux États-Unis, qui vous écoute, vous explique et vous aide à régler le problème.',
    body: `Les outils sont importants. Mais quand l’inquiétude vous gagne, vous voulez une personne calme au bout du fil. Avec DefendMePro, vous avez l’aide de vraies personnes 7 jours sur 7, de notre équipe basée aux États-Unis.

### Ce que notre équipe peut faire pour vous

- Vérifier un appel, un texto, un courriel ou une fenêtre surgissante qui vous laisse un doute.
- Vous guider dans une alerte, étape par étape.
- Tout remettre en ordre après une arnaque ou un vol d’identité.
- Configurer votre gestionnaire de mots de passe, votre VPN et votre antivirus.
- Tout expliquer en mots simples, autant de fois qu’il le faut.

### Pourquoi les gens nous font confiance

- Près de 10 ans en affaires.
- Un soutien patient, qui ne vous presse jamais.
- Plus de 100 000 problèmes informatiques réglés.
- Plus de 100 000 appareils protégés.

### Comment nous joindre

- **Téléphone :** [{{phone}}]({{phoneHref}})
- **Courriel :** [{{email}}](mailto:{{email}})
- **Clavardage :** [clavarder avec nous](/live-support)

### La prudence vaut aussi avec nous

Les fraudeurs se font parfois passer pour des entreprises de soutien, y compris la nôtre. Ces règles vous protègent :

- **Permettez l’accès à distance seulement pendant une séance que vous avez lancée** en appelant le numéro indiqué sur ce site. Si quelqu’un vous contacte en premier et demande à se connecter, raccrochez, même si la personne connaît un mot de passe.
- {{callRuleBuy}} Un appel peut être truqué : cet appel n’est donc jamais une raison de payer ou de laisser quelqu’un se connecter. Les achats se font par téléphone, sur notre ligne sans frais, pas en ligne.
- Si vous avez un doute sur un appel qui dit venir de nous, raccrochez et appelez le numéro indiqué sur ce site.

Pour en savoir plus : [comment nous communiquons avec vous](/how-we-contact-you).`,
  },
]

export const businessSection: typeof en.businessSection = {
  heading: 'DefendMePro pour les entreprises',
  lead:
    'Les petites entreprises sont une cible de choix pour les fraudeurs. DefendMePro Business protège jusqu’à 10 appareils pour 49,99 $ par mois, facturé 599,88 $ par année à l’avance, taxes en sus, avec la même aide de vraies personnes 7 jours sur 7.',
  points: [
    'Couvre jusqu’à 10 appareils, comme les ordinateurs du bureau, les portables et les téléphones.',
    'Antivirus, VPN et gestionnaire de mots de passe pour vous et votre personnel.',
    'Surveillance du Web clandestin et alertes en temps réel si des renseignements de l’entreprise ou du personnel sont exposés.',
    'De l’aide pour repérer les fausses factures, les faux avis de renouvellement et les demandes de changement de paiement.',
    'Protection contre les appels indésirables pour recevoir moins d’appels automatisés et d’appels d’imposteurs.',
    'De vraies personnes basées aux États-Unis pour vous aider 7 jours sur 7, avec nettoyage par des experts si quelque chose passe quand même.',
    'Une garantie de remboursement de 30 jours. Combinez-le avec {{company}} Assist Business dans le Combo Entreprise pour 89,99 $ par mois, facturé 1 079,88 $ par année à l’avance, taxes en sus.',
  ],
}
