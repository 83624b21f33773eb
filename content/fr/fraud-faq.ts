// French (Quebec) content for the /fr/ReadFAQ fraud FAQ page. Same names and types as content/fraud-faq.ts.
// Tokens such as {{phone}}, {{phoneHref}} and {{company}} are replaced from content/site.ts.
// Links inside the site point to the French pages (/fr/...). US sites (reportfraud.ftc.gov, ic3.gov,
// identitytheft.gov, donotcall.gov) have no French version: they keep their address, marked "(en anglais)".
// The Canadian Anti-Fraud Centre links to its French home page.
import type * as en from '../fraud-faq'

const CAFC =
  'au Centre antifraude du Canada (CAFC), à [antifraudcentre-centreantifraude.ca](https://antifraudcentre-centreantifraude.ca/index-fra.htm) ou au 1-888-495-8501'

export const fraudFaq: typeof en.fraudFaq = [
  {
    question: 'Quelqu’un m’a appelé en disant être de Microsoft ou d’Apple et que mon ordinateur a un virus. Est-ce vrai?',
    answer: `Non. Les grandes entreprises technologiques ne vous appellent pas à l’improviste au sujet d’un virus. Elles ne savent pas ce qui se passe dans votre ordinateur.

Voici un scénario que nous voyons souvent : la personne au téléphone semble aimable et officielle. Elle vous demande d’aller à votre ordinateur et de taper quelque chose. Ensuite, elle demande à s’y connecter « pour régler le problème ». Peu après, elle demande un paiement.

**Quoi faire :** Raccrochez. N’allez pas à votre ordinateur pendant que la personne est au bout du fil. Si votre appareil vous inquiète, appelez une entreprise en qui vous avez déjà confiance, à un numéro que vous avez trouvé vous-même. Lisez notre [guide sur l’arnaque au faux soutien technique](/fr/blog/tech-support-scam).`,
  },
  {
    question: 'Une fenêtre sur mon écran dit que mon ordinateur est infecté et me demande d’appeler un numéro. Que dois-je faire?',
    answer: `N’appelez pas le numéro. Les vrais avertissements de sécurité ne vous demandent jamais de téléphoner à quelqu’un. Ces fenêtres surgissantes sont fausses. Elles sont faites pour vous faire peur et vous pousser à appeler un fraudeur.

La fenêtre peut émettre des bips, clignoter ou afficher un logo de la police ou de Microsoft. Elle peut dire que vos fichiers seront supprimés. Rien de cela n’est vrai.

**Quoi faire :**

1. Ne cliquez sur rien dans la fenêtre.
2. Fermez votre navigateur Web. S’il ne se ferme pas, maintenez le bouton d’alimentation enfoncé pour redémarrer l’ordinateur.
3. Si la fenêtre revient sans cesse, appelez {{company}} au [{{phone}}]({{phoneHref}}) et nous vous aiderons à faire le ménage.`,
  },
  {
    question: 'J’ai laissé un inconnu entrer dans mon ordinateur. Que dois-je faire maintenant?',
    answer: `Agissez tout de suite, mais restez calme. Beaucoup de gens se sont fait piéger de cette façon, et vous pouvez limiter les dégâts.

1. **Coupez Internet.** Débranchez le câble ou désactivez le Wi-Fi. Cela coupe l’accès de l’inconnu.
2. **Appelez votre banque** au numéro inscrit au dos de votre carte. Expliquez ce qui s’est passé.
3. **À partir d’un autre appareil sûr,** changez les mots de passe de votre courriel et de votre banque.
4. **Faites vérifier l’ordinateur** avant de l’utiliser de nouveau pour vos opérations bancaires. L’inconnu a peut-être laissé un programme derrière lui.
5. **Signalez-le.** Aux États-Unis, sur [reportfraud.ftc.gov](https://reportfraud.ftc.gov) (en anglais) et sur [ic3.gov](https://www.ic3.gov) (en anglais). Au Canada, ${CAFC}.

{{company}} peut vous aider à vérifier et à nettoyer l’ordinateur. Appelez le [{{phone}}]({{phoneHref}}). À l’avenir, permettez l’accès à distance seulement pendant une séance de soutien que vous avez lancée en appelant un numéro que vous avez trouvé vous-même, comme celui indiqué sur ce site Web.`,
  },
  {
    question: 'Une personne dit appeler de l’IRS, de la Social Security Administration (SSA) ou de Medicare et que je dois de l’argent. Est-ce vrai?',
    answer: `Presque certainement pas. L’IRS (le fisc américain) communique d’abord avec vous par la poste, pas par un appel surprise. Les organismes gouvernementaux ne menacent pas de vous arrêter au téléphone. Ils n’exigent pas de cartes-cadeaux, de virements ni de cryptomonnaie.

Les fraudeurs utilisent ces noms parce qu’ils ont l’air sérieux. Ils connaissent peut-être une partie de votre numéro de sécurité sociale (Social Security). Ils peuvent truquer le numéro qui s’affiche sur votre afficheur.

**Quoi faire :** Raccrochez. N’appuyez sur aucune touche. Si vous voulez vérifier, trouvez le numéro de téléphone officiel de l’organisme sur son site Web ou sur une lettre que vous avez déjà. Ensuite, appelez-le vous-même. Vous pouvez signaler l’appel sur [reportfraud.ftc.gov](https://reportfraud.ftc.gov) (en anglais). Au Canada, les fraudeurs disent souvent appeler de l’Agence du revenu du Canada (ARC) ou de la Gendarmerie royale du Canada (GRC); signalez ces appels ${CAFC}.`,
  },
  {
    question: 'Quelqu’un m’a demandé de payer avec des cartes-cadeaux. Est-ce que c’est parfois normal?',
    answer: `Non. **Les cartes-cadeaux servent à faire des cadeaux, pas à payer.** Aucun bureau du gouvernement, aucune entreprise de services publics, aucune banque ni aucune entreprise technologique ne vous demandera de payer une facture avec des cartes-cadeaux.

Les fraudeurs adorent les cartes-cadeaux parce que l’argent arrive vite et qu’il est difficile à retracer. Une fois que vous avez lu les numéros au dos, l’argent est en général perdu.

**Quoi faire :** Arrêtez. N’achetez pas les cartes. Si vous les avez déjà achetées, ne donnez pas les numéros. Si vous les avez déjà donnés, communiquez tout de suite avec l’entreprise qui a émis la carte et gardez votre reçu. Ensuite, signalez-le sur [reportfraud.ftc.gov](https://reportfraud.ftc.gov) (en anglais) ou, au Canada, ${CAFC}. Si un employé du magasin vous demande si quelqu’un vous a dit d’acheter ces cartes, dites-lui la vérité. Il essaie de vous aider.`,
  },
  {
    question: 'Ma « banque » m’a appelé et m’a demandé de lui lire le code qu’elle venait de m’envoyer par texto. Dois-je le faire?',
    answer: `Non, jamais. **Votre banque ne vous demandera jamais un code à usage unique.** Ce code est la clé de votre compte. Toute personne qui vous le demande essaie d’y entrer.

Voici un scénario que nous voyons souvent : la personne au téléphone dit qu’il y a de la fraude dans votre compte. Pour l’« arrêter », elle vous envoie un code et vous demande de le lui lire. En fait, le fraudeur est en train de se connecter à votre compte, et le code lui permet de finir.

**Quoi faire :** Raccrochez. Appelez votre banque au numéro inscrit au dos de votre carte. Dites-lui que quelqu’un a essayé d’obtenir votre code. Lisez notre [guide sur les arnaques aux codes bancaires](/fr/blog/banking-otp-fraud).`,
  },
  {
    question: 'Mon petit-enfant m’a appelé en pleurant et a besoin d’argent pour sa caution. Comment savoir si c’est vraiment lui ou elle?',
    answer: `C’est ce qu’on appelle l’arnaque des grands-parents. Les fraudeurs peuvent se faire passer pour un petit-enfant, un avocat ou un policier. Aujourd’hui, ils peuvent même copier la voix d’un proche avec l’IA, à partir d’un court extrait trouvé en ligne.

Signes d’alerte : la personne est bouleversée, l’histoire est urgente, et elle vous supplie de garder le secret. Elle demande de l’argent comptant, des cartes-cadeaux, un virement ou de la cryptomonnaie. Parfois, un « messager » offre de venir chercher l’argent.

**Quoi faire :** Raccrochez. Appelez votre petit-enfant directement au numéro que vous avez déjà. Appelez aussi ses parents. Posez une question dont seule la vraie personne connaît la réponse, ou utilisez votre mot de code familial. Lisez notre [guide sur le clonage de voix par l’IA et les faux appels d’urgence](/fr/blog/ai-voice-fraud).`,
  },
  {
    question: 'J’ai rencontré en ligne une personne qui compte pour moi, et maintenant elle a besoin d’argent. Que dois-je en penser?',
    answer: `Faites très attention, s’il vous plaît. Les fraudeurs amoureux passent des semaines ou des mois à gagner votre confiance. Ils disent souvent travailler à l’étranger, sur une plateforme pétrolière, dans l’armée ou comme médecin à l’étranger. Ils ont toujours une raison pour ne pas pouvoir vous rencontrer ni faire d’appel vidéo.

Tôt ou tard, un problème survient. Ce peut être une facture médicale, des frais de voyage, des frais de douane ou un « investissement » qu’ils veulent partager avec vous.

**Une règle simple :** si vous n’avez jamais rencontré une personne en vrai, ne lui envoyez pas d’argent. Parlez-en à un membre de votre famille ou à un ami de confiance. Son regard extérieur peut vous aider. Vous pouvez aussi nous demander un deuxième avis au [{{phone}}]({{phoneHref}}). Lisez notre [guide sur les arnaques amoureuses](/fr/blog/romance-scam).`,
  },
  {
    question: 'J’ai reçu un message qui dit que j’ai gagné à une loterie ou un prix, mais je dois d’abord payer des frais. Est-ce légitime?',
    answer: `Non. Un vrai prix ne vous demande jamais de payer pour le recevoir. Les frais de « taxes », de « traitement » ou d’« expédition », c’est justement l’arnaque.

Demandez-vous aussi : avez-vous participé à ce concours? Vous ne pouvez pas gagner à une loterie à laquelle vous n’avez jamais participé. Les loteries étrangères qui vous contactent par téléphone, par la poste ou par courriel sont une ruse courante.

**Quoi faire :** Ne payez rien et ne donnez pas vos renseignements bancaires. Ne rappelez pas les numéros indiqués dans le message. Jetez la lettre ou supprimez le message. S’ils continuent d’appeler, raccrochez chaque fois. Les fraudeurs qui obtiennent de l’argent une fois reviennent souvent avec de nouveaux « frais » : mieux vaut arrêter dès le début.`,
  },
  {
    question: 'L’afficheur montrait le vrai numéro de ma banque. Est-ce que ça ne prouve pas que l’appel est vrai?',
    answer: `Non. Les fraudeurs peuvent truquer le nom et le numéro qui s’affichent sur votre écran. C’est ce qu’on appelle **l’usurpation de l’afficheur**. Un appel peut sembler venir de votre banque, de la police ou d’un bureau du gouvernement alors que ce n’est pas le cas.

L’afficheur est donc un indice, pas une preuve. La seule façon sûre de vérifier, c’est de raccrocher et d’appeler vous-même l’organisme. Utilisez un numéro en qui vous avez déjà confiance, comme celui au dos de votre carte, sur un relevé ou sur le site Web officiel.

Attendez une minute avant de composer le numéro, ou utilisez un autre téléphone. Vous vous assurez ainsi que l’appel précédent est bien terminé. Pour en savoir plus, lisez notre [résumé de l’avertissement du NYPD sur les appels truqués](/fr/NewYorkPolice).`,
  },
  {
    question: 'Quelqu’un dit que mon argent est en danger et que je dois le transférer dans un « compte sécurisé » ou un guichet automatique de cryptomonnaie. Que faire?',
    answer: `C’est une arnaque, chaque fois. Aucune vraie banque, aucun corps de police ni aucun organisme gouvernemental ne vous dira de déplacer votre argent pour le protéger. Aucun ne vous demandera de mettre de l’argent comptant dans un guichet automatique de cryptomonnaie (bitcoin).

Les fraudeurs peuvent dire que votre compte a été piraté ou qu’il est lié à un crime. Ils peuvent vous dire de ne pas parler au personnel de votre banque. Ils peuvent rester au téléphone pendant que vous vous rendez à la banque.

**Quoi faire :** Raccrochez. Ne déplacez pas d’argent. Appelez votre banque au numéro inscrit sur votre carte. Si quelqu’un doit venir chez vous chercher de l’argent comptant ou de l’or, appelez le 911 (États-Unis et Canada). Si vous avez déjà envoyé de l’argent, avertissez votre banque tout de suite et signalez-le sur [ic3.gov](https://www.ic3.gov) (en anglais) ou, au Canada, au Centre antifraude du Canada, au 1-888-495-8501. Vous pouvez lire notre [résumé de l’arnaque aux guichets automatiques de cryptomonnaie, une histoire parue dans l’actualité](/fr/CBS).`,
  },
  {
    question: 'Comment savoir si un courriel est une arnaque par hameçonnage?',
    answer: `L’hameçonnage, c’est quand un fraudeur envoie un message qui a l’air vrai pour obtenir vos renseignements ou votre argent. Surveillez ces signes :

- Le message crée un sentiment d’urgence : « Votre compte sera fermé aujourd’hui. »
- L’adresse de l’expéditeur ne correspond pas à l’entreprise ou contient des fautes étranges.
- On vous appelle « Cher client » au lieu d’utiliser votre nom.
- On vous demande de cliquer sur un lien, d’ouvrir une pièce jointe ou de « confirmer » vos renseignements.
- On vous montre des frais ou une commande que vous ne reconnaissez pas.

**Quoi faire :** Ne cliquez pas. Allez sur le site Web de l’entreprise en tapant l’adresse vous-même, ou appelez un numéro en qui vous avez confiance. Ensuite, supprimez le courriel. Lisez notre [guide sur les courriels d’hameçonnage et les textos frauduleux](/fr/blog/phishing-emails).`,
  },
  {
    question: 'J’ai cliqué sur un lien dans un courriel ou un texto suspect. Suis-je en danger?',
    answer: `Pas forcément. Un simple clic fait souvent peu de dégâts. Le danger dépend de ce que vous avez fait ensuite.

- **Si vous avez seulement cliqué, puis fermé la page,** fermez votre navigateur et surveillez tout ce qui semble inhabituel.
- **Si vous avez tapé un mot de passe,** changez-le tout de suite. Changez-le aussi sur tous les autres comptes qui utilisent le même mot de passe.
- **Si vous avez entré des renseignements de carte ou de banque,** appelez votre banque au numéro inscrit sur votre carte.
- **Si vous avez téléchargé ou ouvert un fichier,** déconnectez-vous d’Internet et faites vérifier votre appareil.

Activez la vérification en deux étapes pour votre courriel et vos opérations bancaires. Cela veut dire que pour se connecter, il faut votre mot de passe et un code. Si vous avez un doute, appelez-nous au [{{phone}}]({{phoneHref}}).`,
  },
  {
    question: 'Comment savoir si on m’a volé mon identité?',
    answer: `Le vol d’identité, c’est quand quelqu’un utilise vos renseignements personnels pour se faire passer pour vous. Surveillez ces signes :

- Des factures, des cartes ou des lettres pour des comptes que vous n’avez jamais ouverts.
- Des frais que vous ne reconnaissez pas sur vos relevés.
- Des appels d’agences de recouvrement pour des dettes qui ne sont pas les vôtres.
- Votre déclaration de revenus est refusée parce qu’une déclaration a déjà été produite à votre nom.
- Des factures médicales pour des soins que vous n’avez jamais reçus.
- Votre courrier habituel ou vos relevés cessent soudain d’arriver.

**Quoi faire :** Aux États-Unis, allez sur [identitytheft.gov](https://www.identitytheft.gov) (en anglais). C’est le site officiel de la Federal Trade Commission (FTC), qui vous donne un plan de rétablissement étape par étape. Pensez aussi à un gel de crédit. Au Canada, signalez-le à votre police locale et ${CAFC}, et demandez une alerte à la fraude à Equifax Canada et à TransUnion Canada. Lisez notre [guide sur le vol d’identité](/fr/blog/identity-theft).`,
  },
  {
    question: 'Qu’est-ce qu’un gel de crédit, et devrais-je en demander un?',
    answer: `Un gel de crédit empêche les prêteurs de voir votre dossier de crédit. Comme la plupart des prêteurs vérifient d’abord votre dossier, un voleur ne peut en général pas obtenir de nouveau crédit à votre nom.

Pour beaucoup de personnes de plus de 65 ans, c’est une bonne idée. Vous ne demandez peut-être pas souvent de nouveau crédit, alors le gel vous dérange rarement.

**Les points importants :**

- Aux États-Unis, le gel est gratuit en vertu d’une loi fédérale, depuis 2018.
- Aux États-Unis, vous devez le demander à chacune des trois agences d’évaluation du crédit : Equifax, Experian et TransUnion.
- Au Canada, communiquez avec Equifax Canada et avec TransUnion Canada. Demandez une alerte à la fraude, et un gel de sécurité si votre province en offre un.
- Il n’a aucun effet sur votre cote de crédit ni sur vos cartes actuelles.
- Vous pouvez le lever pour une courte période quand vous devez faire une demande de crédit.

Gardez en lieu sûr les NIP ou les identifiants liés à votre gel.`,
  },
  {
    question: 'Où dois-je signaler une arnaque?',
    answer: `Signaler une arnaque vous aide, et cela aide à empêcher les fraudeurs de joindre d’autres personnes. Voici où vous adresser :

- **Votre banque ou votre société de carte de crédit :** appelez-la en premier s’il y a de l’argent en jeu. Utilisez le numéro inscrit sur votre carte.
- **Federal Trade Commission (États-Unis) :** [reportfraud.ftc.gov](https://reportfraud.ftc.gov) (en anglais)
- **Internet Crime Complaint Center du FBI (IC3) (États-Unis) :** [ic3.gov](https://www.ic3.gov) (en anglais), pour la fraude en ligne et sur Internet.
- **Vol d’identité (États-Unis) :** [identitytheft.gov](https://www.identitytheft.gov) (en anglais), pour un plan de rétablissement personnalisé.
- **Vous préférez en parler à quelqu’un? (États-Unis)** La ligne d’aide du réseau AARP Fraud Watch Network (en anglais), 877-908-3360, est gratuite et ouverte à tous. Les personnes de 60 ans et plus peuvent appeler la ligne nationale sur la fraude envers les aînés du département de la Justice des États-Unis (National Elder Fraud Hotline), au 1-833-372-8311.
- **Canada :** le Centre antifraude du Canada (CAFC), à [antifraudcentre-centreantifraude.ca](https://antifraudcentre-centreantifraude.ca/index-fra.htm) ou au 1-888-495-8501.
- **La police locale,** surtout si vous avez perdu de l’argent ou reçu des menaces. Si quelqu’un est en danger en ce moment, appelez le 911 (États-Unis et Canada).

N’ayez pas honte, s’il vous plaît. Les fraudeurs sont des professionnels habiles. En parler à quelqu’un demande du courage, et c’est le premier pas pour obtenir de l’aide.`,
  },
  {
    question: 'Puis-je récupérer mon argent après une arnaque?',
    answer: `Parfois, et la rapidité compte plus que tout. Agissez en quelques heures si vous le pouvez, pas en quelques jours.

- **Paiements par carte :** appelez votre société de carte. Vous pourriez contester les frais.
- **Transferts bancaires et virements :** appelez votre banque tout de suite et demandez-lui d’essayer d’arrêter ou de récupérer le paiement.
- **Cartes-cadeaux :** communiquez avec l’entreprise qui a émis la carte, avec votre reçu.
- **Cryptomonnaie :** elle est très difficile à récupérer, mais signalez-le tout de suite : sur [ic3.gov](https://www.ic3.gov) (en anglais) aux États-Unis, ou au Centre antifraude du Canada (1-888-495-8501) au Canada.

Gardez des traces : dates, montants, noms, numéros de téléphone et messages. Ensuite, signalez-le : sur [reportfraud.ftc.gov](https://reportfraud.ftc.gov) (en anglais) aux États-Unis, ou au Centre antifraude du Canada au Canada.

Soyez honnête avec vous-même : l’argent n’est pas toujours récupéré. C’est pourquoi la question suivante compte aussi.`,
  },
  {
    question: 'Quelqu’un m’a offert de récupérer l’argent que j’ai perdu, moyennant des frais. Peut-il m’aider?',
    answer: `Faites très attention. C’est ce qu’on appelle une arnaque de récupération. Les personnes qui ont déjà perdu de l’argent sont souvent ciblées de nouveau.

La personne qui appelle peut dire qu’elle est avocate, qu’elle appelle d’un bureau du gouvernement ou d’une entreprise de « récupération de fonds ». Elle sait peut-être exactement combien vous avez perdu. Elle demande des frais à l’avance, vos renseignements bancaires ou un accès à distance à votre ordinateur.

**Rappelez-vous :** les vrais organismes gouvernementaux ne vous font pas payer pour récupérer votre argent. La police et la FTC n’appellent pas pour demander un paiement afin de vous rendre des fonds.

**Quoi faire :** Raccrochez. Ne payez pas. Parlez directement à votre banque et à votre police locale. Signalez l’appel sur [reportfraud.ftc.gov](https://reportfraud.ftc.gov) (en anglais) ou, au Canada, ${CAFC}.`,
  },
  {
    question: 'Comment recevoir moins d’appels indésirables et frauduleux?',
    answer: `Vous ne pouvez pas bloquer tous les appels, mais vous pouvez en réduire beaucoup le nombre.

- **Ne répondez pas aux numéros que vous ne connaissez pas.** Une vraie personne laissera un message.
- **N’appuyez jamais sur une touche** pour « être retiré de la liste ». Cela indique aux fraudeurs que votre ligne est active.
- **Inscrivez votre numéro sur la liste d’exclusion.** Aux États-Unis, c’est le registre national de la FTC (National Do Not Call Registry) : [donotcall.gov](https://www.donotcall.gov) (en anglais) ou 1-888-382-1222. Au Canada, c’est la Liste nationale de numéros de télécommunication exclus (LNNTE) : [lnnte-dncl.gc.ca](https://www.lnnte-dncl.gc.ca) ou 1-866-580-3625. Les vendeurs honnêtes respectent ces listes. Les fraudeurs, non : traitez donc tout appel de vente comme suspect.
- **Transférez les textos frauduleux au 7726** (les touches épellent SPAM). Cela fonctionne avec la plupart des fournisseurs aux États-Unis et au Canada.
- **Activez le filtrage des appels intégré à votre téléphone,** ou demandez à votre compagnie de téléphone ce qu’elle offre.
- **Utilisez une protection contre les appels indésirables,** comme celle comprise dans DefendMePro. Voyez la [protection contre les appels indésirables](/fr/DefendPro?item=spam-call).

Lisez notre [guide sur les appels indésirables et les appels automatisés](/fr/blog/spam-calls).`,
  },
  {
    question: 'Comment savoir si un appel de {{company}} vient vraiment de {{company}}?',
    answer: `Bonne question. La réponse honnête, c’est que vous ne pouvez pas le savoir à partir de l’appel lui-même. Le nom, le numéro et la voix d’une personne peuvent tous être truqués : un appel, un texto ou un courriel que vous recevez n’est donc jamais une preuve à lui seul. Voici ce sur quoi vous pouvez compter :

- **Raccrochez et appelez-nous vous-même.** Appelez le [{{phone}}]({{phoneHref}}), le numéro indiqué sur ce site Web, et posez la question. C’est le seul contact auquel vous pouvez vous fier, parce que c’est vous qui l’avez lancé.
- **L’accès à distance seulement pendant une séance que vous avez lancée.** Nous nous connectons à votre ordinateur seulement pendant une séance de soutien que vous avez commencée en nous appelant. Si quelqu’un vous contacte en premier et demande à se connecter, raccrochez. Un mot de passe à lui seul ne prouve jamais l’identité de quelqu’un.
- {{callRuleBuy}} Les achats se font par téléphone, sur notre ligne sans frais, pas en ligne.

Si une personne qui dit faire partie de notre équipe vous demande des cartes-cadeaux, de la cryptomonnaie ou un code à usage unique, raccrochez. Découvrez [comment reconnaître un vrai message de notre part](/fr/how-we-contact-you).`,
  },
]

export const familySafetyPlan: typeof en.familySafetyPlan = {
  heading: 'Le plan de sécurité de votre famille',
  intro:
    'Les arnaques fonctionnent mieux quand vous n’avez personne à qui parler, que le temps presse et que vous avez peur. Un plan familial simple enlève ces armes aux fraudeurs. Asseyez-vous avec les personnes en qui vous avez confiance et entendez-vous sur ces étapes. Cela prend environ 20 minutes, et cela peut sauver vos économies.',
  steps: [
    {
      title: 'Choisissez un mot de code familial',
      text:
        'Choisissez un mot ou une courte phrase que seule votre famille connaît. Ne le publiez pas en ligne. Si quelqu’un appelle en disant être un proche en difficulté, demandez le mot de code. Un fraudeur ne le connaîtra pas, même s’il utilise une copie d’une voix faite avec l’IA.',
    },
    {
      title: 'Décidez qui appeler',
      text:
        'Notez les vrais numéros de téléphone de deux ou trois personnes que vous appellerez avant d’envoyer de l’argent. Si quelqu’un vous dit qu’un petit-enfant a des ennuis, vous raccrochez et vous appelez d’abord ce petit-enfant et ses parents à ces numéros.',
    },
    {
      title: 'Choisissez une personne de confiance',
      text:
        'Nommez une personne qui peut vous donner un deuxième avis sur tout appel, toute lettre ou toute demande de paiement étrange. Avec DefendMePro, cette personne peut aussi recevoir des alertes en temps réel quand quelque chose semble anormal : vous n’êtes ainsi jamais sans aide devant un problème.',
    },
    {
      title: 'Adoptez la règle « la nuit porte conseil »',
      text:
        'Entendez-vous pour qu’aucun gros paiement, aucun transfert ni aucun achat de cartes-cadeaux ne se fasse le jour même où quelqu’un le demande. Les vraies urgences peuvent attendre quelques heures, le temps de vérifier. Les fraudeurs, eux, ne le peuvent pas, et leur pression est déjà un signe d’alerte.',
    },
    {
      title: 'Gardez une liste de numéros près du téléphone',
      text:
        'Placez une carte près de votre téléphone avec le numéro inscrit au dos de votre carte bancaire, votre personne de confiance, {{company}} au {{phone}}, et où signaler une arnaque : aux États-Unis, [reportfraud.ftc.gov](https://reportfraud.ftc.gov) (en anglais), [ic3.gov](https://www.ic3.gov) (en anglais) et la ligne d’aide du réseau AARP Fraud Watch Network (en anglais), 877-908-3360; au Canada, le Centre antifraude du Canada, 1-888-495-8501. Sous le coup de l’émotion, vous n’aurez pas à chercher.',
    },
    {
      title: 'Protégez vos comptes importants',
      text:
        'Activez la vérification en deux étapes pour votre courriel et vos opérations bancaires. Utilisez de longues phrases de passe de 16 caractères ou plus et un gestionnaire de mots de passe. Pensez à un gel de crédit gratuit auprès d’Equifax, d’Experian et de TransUnion aux États-Unis, ou à une alerte à la fraude auprès d’Equifax Canada et de TransUnion Canada. Demandez à un membre de votre famille de vous aider à tout configurer.',
    },
    {
      title: 'Rendez facile le fait d’en parler',
      text:
        'Promettez-vous les uns aux autres que personne ne sera blâmé ni humilié d’avoir été la cible d’une arnaque. Les gens cachent les arnaques par gêne, et cela donne plus de temps aux fraudeurs. Un appel rapide et franc à la famille est le moyen le plus rapide d’arrêter les pertes.',
    },
    {
      title: 'Exercez-vous une ou deux fois par année',
      text:
        'Jouez une scène de faux appel : une personne joue le fraudeur, l’autre s’exerce à dire « Je vais vous rappeler à un numéro en qui j’ai confiance » et à raccrocher. Revoyez le plan chaque fois que des numéros de téléphone changent ou qu’une nouvelle arnaque fait l’actualité.',
    },
  ],
}

export const renewalScam: typeof en.renewalScam = {
  heading: 'L’arnaque du faux renouvellement et de la fausse confirmation de commande',
  intro:
    'Voici comment cela se passe souvent. Un courriel ou une lettre dit que votre abonnement à un service bien connu a été renouvelé, ou qu’une commande a été expédiée. Le message peut utiliser le nom de Geek Squad, Norton, McAfee, PayPal ou d’une autre marque connue. Le montant est élevé, souvent quelques centaines de dollars, et un numéro de téléphone est indiqué « pour annuler ou obtenir un remboursement ». Quand vous appelez, un agent aimable offre de tout régler. Il demande à se connecter à votre ordinateur. Puis il prétend vous avoir remboursé trop d’argent par erreur. Il vous demande de renvoyer la différence, souvent en cartes-cadeaux, par virement ou en cryptomonnaie. Il n’y a jamais eu de vrais frais. La facture est un appât, et le numéro de téléphone mène directement au fraudeur.',
  signs: [
    'Vous ne vous souvenez pas d’avoir acheté ou renouvelé le produit ou le service.',
    'Le courriel vient d’une adresse de courriel gratuite ou d’un expéditeur au nom étrange, pas de l’entreprise elle-même.',
    'L’élément principal du message est un numéro de téléphone à appeler pour un remboursement ou une annulation.',
    'La facture est une pièce jointe ou une image, et le montant est assez élevé pour vous inquiéter.',
    'L’« agent » vous demande d’installer une application ou de le laisser se connecter à votre ordinateur.',
    'Il vous montre votre compte bancaire et dit qu’on vous a trop remboursé par erreur.',
    'Il vous demande de renvoyer de l’argent, d’acheter des cartes-cadeaux, de faire un virement ou d’utiliser un guichet automatique de cryptomonnaie.',
    'Il vous dit de garder le secret ou de ne pas parler au personnel de votre banque.',
  ],
  whatToDo: [
    'N’appelez pas le numéro indiqué dans le courriel ou la lettre, et n’y répondez pas.',
    'Vérifiez vous-même s’il y a des frais : connectez-vous à votre compte bancaire ou de carte en tapant l’adresse vous-même, ou appelez le numéro inscrit au dos de votre carte.',
    'Si vous avez un vrai compte auprès de l’entreprise, connectez-vous sur son site Web ou son application officiels, jamais par un lien du message.',
    'Ne laissez jamais personne entrer dans votre ordinateur, sauf si vous avez lancé vous-même la séance de soutien en appelant un numéro que vous avez trouvé. Raccrochez au nez de toute personne qui vous contacte en premier et demande à se connecter, même si elle connaît un mot de passe.',
    'Ne renvoyez jamais d’argent pour une « erreur de remboursement ». Les vraies entreprises corrigent leurs erreurs de facturation sans cartes-cadeaux, sans virements et sans cryptomonnaie.',
    'Si vous avez déjà appelé ou payé, communiquez tout de suite avec votre banque, changez vos mots de passe à partir d’un appareil sûr et faites vérifier votre ordinateur.',
    'Signalez le message sur [reportfraud.ftc.gov](https://reportfraud.ftc.gov) (en anglais) ou, au Canada, au Centre antifraude du Canada, à [antifraudcentre-centreantifraude.ca](https://antifraudcentre-centreantifraude.ca/index-fra.htm) ou au 1-888-495-8501.',
    'Vous avez un doute sur une facture? Appelez-nous au {{phone}} et nous vous aiderons à la vérifier.',
  ],
}
