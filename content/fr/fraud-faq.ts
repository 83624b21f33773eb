// The /ReadFAQ fraud FAQ in French (Quebec): the words are in ./fraud-faq.json; content/fraud-faq.ts checks them
// against the English FAQ (links and sources: see its opening comment).
import { translated } from '../fraud-faq'
import words from './fraud-faq.json' with { type: 'json' }

export const { fraudFaq, familySafetyPlan, renewalScam } = translated('content/fr/fraud-faq.json', words)
