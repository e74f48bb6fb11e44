export { maskSegment, type MaskToken, type MaskedSegment, type MaskOptions } from './mask.ts';
export { unmaskSegment, checkNesting } from './unmask.ts';
export { findGlossaryTerms, translationFor, type GlossaryRule, type GlossaryTerm, type GlossaryMatch } from './glossary.ts';
