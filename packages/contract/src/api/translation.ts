import { z } from 'zod';

// Filled in by the module that owns these calls.
export const _translationPlaceholder = z.never().optional();
