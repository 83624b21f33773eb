// "I think I've been scammed" (/fr/help-now): the same contacts and steps as content/help-now.ts, in
// French. Only the words live here: the ids, phone numbers, addresses (except the French home page of
// the Canadian Anti-Fraud Centre; the US agencies' sites stay in English, as they have no French version)
// and which contacts go with each step come from content/help-now.ts, which also decides which step
// goes with which situation and country, and in which order.

import type { HelpNowWords } from '../help-now'
import * as en from '../help-now'
import { countries, situations } from './help-now-choices'

export * from './help-now-choices'

/** The same numbers and addresses as the English; the Canadian Anti-Fraud Centre's French home page. */
export const contacts = en.contactsIn(
  {
    emergency: 'Urgences',
    ftc: 'Federal Trade Commission (FTC) des États-Unis (site en anglais)',
    ic3: 'Internet Crime Complaint Center (IC3) du FBI (site en anglais)',
    identityTheft: 'IdentityTheft.gov, géré par la FTC (site en anglais)',
    ssaOig: 'Bureau de l’inspecteur général de la Social Security Administration (SSA) des États-Unis (site en anglais)',
    medicare: 'Medicare',
    hhsOig: 'Bureau de l’inspecteur général du département de la Santé des États-Unis (HHS) (site en anglais)',
    equifax: 'Equifax',
    experian: 'Experian',
    transunion: 'TransUnion',
    aarp: 'Ligne d’aide du réseau AARP Fraud Watch Network (gratuite, pour tout le monde; en anglais)',
    elderFraud: 'National Elder Fraud Hotline, ligne contre la fraude envers les aînés (département de la Justice des États-Unis)',
    cafc: 'Centre antifraude du Canada (CAFC)',
    serviceCanada: 'Service Canada (numéro d’assurance sociale)',
    equifaxCa: 'Equifax Canada',
    transunionCa: 'TransUnion Canada',
    acsMexico: 'Ambassade des États-Unis au Mexique, services aux citoyens américains (site en anglais)',
    acsPanama: 'Ambassade des États-Unis au Panama, services aux citoyens américains (site en anglais)',
    acsCostaRica: 'Ambassade des États-Unis au Costa Rica, services aux citoyens américains (site en anglais)',
    econsumer: 'econsumer.gov (organismes de protection du consommateur de nombreux pays)',
  },
  {
    cafc: { site: 'antifraudcentre-centreantifraude.ca', url: 'https://antifraudcentre-centreantifraude.ca/index-fra.htm' },
  },
)

const stepText: Record<en.StepId, en.StepText> = {
  danger: {
    title: 'Si quelqu’un est en danger, appelez le 911.',
    text: 'Appelez le 911 si quelqu’un vous menace, vous dit qu’il s’en vient chez vous, ou si vous ne vous sentez pas en sécurité.',
  },
  'hang-up': {
    title: 'Raccrochez maintenant.',
    text: 'Pas besoin de faire des politesses ni de vous expliquer. Ne rappelez aucun numéro qu’on vous a donné. Si on vous rappelle, ne répondez pas.',
  },
  courier: {
    title: 'Si un messager doit revenir chercher de l’argent, n’ouvrez pas la porte.',
    text: 'Appelez le 911 ou votre police locale et dites-leur qu’un messager s’en vient chercher de l’argent pour une arnaque.',
  },
  disconnect: {
    title: 'Débranchez l’ordinateur d’Internet.',
    text: 'Débranchez son câble Internet ou coupez le Wi-Fi, ou éteignez-le tout simplement. Ne vous connectez pas à votre banque ni à votre courriel sur cet ordinateur tant qu’il n’a pas été vérifié.',
  },
  bank: {
    title: 'Appelez votre banque maintenant.',
    text: 'Utilisez le numéro au dos de votre carte bancaire ou sur votre relevé, pas un numéro donné par la personne qui a appelé. Dites que c’est une fraude. Demandez-leur d’arrêter ou de rappeler les paiements, de surveiller vos comptes et de vous donner une nouvelle carte, un nouveau NIP et un nouveau mot de passe pour les services bancaires en ligne.',
  },
  'wire-recall': {
    title: 'Demandez que le virement soit rappelé.',
    text: 'Si vous avez utilisé une entreprise de transfert d’argent plutôt que votre banque, appelez le numéro indiqué sur son site Web ou sur votre reçu. Plus vous appelez tôt, plus vous avez de chances de l’arrêter.',
  },
  'card-issuer': {
    title: 'Appelez le numéro au dos de la carte avec laquelle vous avez payé.',
    text: 'Dites que le paiement était une arnaque. Demandez-leur de contester la transaction (une « rétrofacturation »), de bloquer la carte et de vous en envoyer une nouvelle.',
  },
  'gift-card-brand': {
    title: 'Appelez l’entreprise qui a émis la carte-cadeau (la marque inscrite dessus, comme Apple, Google Play ou Target).',
    text: 'Pas le magasin qui l’a vendue. Utilisez le numéro de téléphone au dos de la carte, ou celui du site Web officiel de la marque. Dites que la carte a servi dans une arnaque et demandez-leur de geler l’argent. Gardez les cartes et les reçus.',
  },
  'crypto-company': {
    title: 'Communiquez avec l’entreprise de cryptomonnaie ou l’exploitant du guichet automatique de cryptomonnaie.',
    text: 'Utilisez les coordonnées de son site Web officiel, du guichet ou de votre reçu. Demandez-leur de geler le paiement. Gardez le reçu et l’adresse du portefeuille à laquelle vous avez envoyé l’argent.',
  },
  'cash-mailed': {
    title: 'Si vous avez posté de l’argent comptant, appelez l’entreprise de livraison.',
    text: 'Ayez en main le numéro de suivi et appelez le numéro du site Web officiel de l’entreprise de livraison. Demandez-leur d’arrêter le colis.',
  },
  passwords: {
    title: 'Changez vos mots de passe à partir d’un autre appareil sûr.',
    text: 'Commencez par votre courriel et votre banque. Utilisez un nouveau mot de passe que vous n’avez jamais utilisé ailleurs.',
  },
  medicare: {
    title: 'Appelez Medicare.',
    text: 'Dites que quelqu’un a vos renseignements Medicare. Vérifiez vos relevés Medicare pour repérer des visites ou de l’équipement que vous n’avez pas reçus.',
  },
  'medicare-report': {
    title: 'Signalez la fraude à Medicare au Bureau de l’inspecteur général du HHS.',
    text: 'Ce bureau enquête sur la fraude contre Medicare.',
  },
  'health-card': {
    title: 'Medicare est un programme des États-Unis.',
    text: 'Si vous avez donné les renseignements de votre carte d’assurance maladie provinciale ou territoriale, appelez votre régime d’assurance maladie au numéro indiqué sur son site Web officiel et avertissez-le.',
  },
  'identity-theft-us': {
    title: 'Faites un plan de rétablissement sur IdentityTheft.gov (en anglais).',
    text: 'Vous y recevez une liste de mesures faite pour vous et des lettres à envoyer, et votre signalement est transmis à la FTC.',
  },
  'credit-freeze-us': {
    title: 'Gelez votre crédit auprès des trois agences d’évaluation du crédit.',
    text: 'Un gel empêche quiconque d’ouvrir un nouveau crédit à votre nom. C’est gratuit, et vous pouvez le lever quand vous en avez besoin.',
  },
  sin: {
    title: 'Appelez Service Canada au sujet de votre numéro d’assurance sociale.',
    text: 'Dites que quelqu’un a votre NAS. On vous dira quoi faire ensuite.',
  },
  'credit-alert-ca': {
    title: 'Appelez les deux agences d’évaluation du crédit et demandez une alerte à la fraude à votre dossier.',
    text: 'L’alerte demande aux prêteurs de vérifier avec vous avant d’ouvrir un crédit à votre nom.',
  },
  'report-ftc': {
    title: 'Signalez l’arnaque à la FTC.',
    text: 'Signaler l’arnaque aide à arrêter les personnes qui ont fait ça. En ligne, ou par téléphone si vous préférez.',
  },
  'report-ic3': {
    title: 'Signalez-la aussi au FBI.',
    text: 'Le FBI reçoit les signalements d’arnaques faites par Internet, par courriel, par texto ou par ordinateur.',
  },
  'report-ssa': {
    title: 'Si la personne a dit qu’elle appelait de la Social Security, signalez-le.',
    text: 'L’inspecteur général de la Social Security reçoit les signalements sur les personnes qui se font passer pour la Social Security.',
  },
  'elder-fraud': {
    title: 'Si vous avez 60 ans ou plus, vous pouvez appeler la National Elder Fraud Hotline.',
    text: 'Une personne chargée de votre dossier vous aide à signaler la fraude et vous dit quoi faire ensuite.',
  },
  'report-cafc': {
    title: 'Signalez l’arnaque au Centre antifraude du Canada.',
    text: 'En ligne ou par téléphone. Signaler l’arnaque aide à arrêter les personnes qui ont fait ça.',
  },
  police: {
    title: 'Signalez-le à votre police locale.',
    text: 'Utilisez son numéro pour les situations non urgentes. Demandez un numéro de dossier : votre banque pourrait vous le demander.',
  },
  aarp: {
    title: 'Parlez de ce qui est arrivé avec quelqu’un qui comprend.',
    text: 'La ligne d’aide du réseau AARP Fraud Watch Network (en anglais) est gratuite et ouverte à tout le monde, membre ou non.',
  },
  records: {
    title: 'Notez ce qui s’est passé pendant que vous vous en souvenez.',
    text: 'Les dates, les heures, les noms utilisés, les numéros de téléphone, les montants et la façon dont vous avez payé. Gardez les reçus, les cartes et les messages.',
  },
  'abroad-card': {
    title: 'Appelez votre banque ou l’émetteur de votre carte au numéro international inscrit au dos de la carte.',
    text: 'Un numéro sans frais américain ne fonctionne souvent pas à partir du Mexique, du Panama ou du Costa Rica. Les cartes et les relevés donnent habituellement aussi un numéro à composer de l’étranger (parfois à frais virés). Dites que c’est une fraude et demandez-leur d’arrêter les paiements.',
  },
  'abroad-emergency': {
    title: 'En danger maintenant? Appelez le numéro d’urgence local.',
    text: 'Au Mexique, au Panama et au Costa Rica, c’est le 911. Ensuite, signalez-le à la police locale et demandez un numéro de dossier.',
  },
  'abroad-embassy': {
    title: 'Si vous avez la citoyenneté américaine, communiquez avec les services aux citoyens américains de l’ambassade.',
    text: 'Ils aident les citoyens américains victimes d’un crime à l’étranger : qui avertir sur place, et comment joindre leur famille. Trouvez leur page de contact sur le site de votre ambassade, en tapant l’adresse vous-même.',
  },
  'abroad-econsumer': {
    title: 'Signalez une arnaque entre pays sur econsumer.gov.',
    text: 'Ce site transmet les signalements aux organismes de protection du consommateur de nombreux pays, dont la FTC. Faites ensuite les signalements américains ci-dessous, que vous pouvez faire en ligne de n’importe où.',
  },
  'recovery-scam': {
    title: 'Méfiez-vous d’une deuxième arnaque.',
    text: 'Une personne qui appelle en promettant de récupérer votre argent contre des frais est aussi un fraudeur. Les organismes gouvernementaux ne demandent jamais de frais pour vous aider.',
  },
}

export const steps = en.stepsIn(stepText, contacts)

export const note: typeof en.note = {
  from: 'De la page « Je pense avoir été victime d’une arnaque ».',
  country: 'Pays :',
  notGiven: 'non indiqué',
  happened: 'Ce qui s’est passé :',
  nothing: '(aucun choix)',
}

export const words: HelpNowWords = { countries, situations, contacts, steps, note }
