import type { VerifyScriptReply } from '@lipi/contract';

/** The verification levels in order (0 is none), as the install checklist names them. */
export const VERIFICATION_STEPS = [
  { level: 1, title: 'Script tag found', hint: 'The page includes the Lipi snippet.' },
  { level: 2, title: 'Project id matches', hint: 'The tag carries this project’s id.' },
  { level: 3, title: 'Snippet running', hint: 'A visitor’s browser has loaded the snippet within the last 7 days.' },
] as const;

export const LEVEL_SUMMARY: Record<number, { title: string; status: 'success' | 'warning' | 'error' | 'info' }> = {
  0: { title: 'The snippet was not found on this page', status: 'error' },
  1: { title: 'The snippet is on the page, but with another project id', status: 'warning' },
  2: { title: 'Installed: the tag has this project’s id', status: 'info' },
  3: { title: 'Verified: the snippet is running for visitors', status: 'success' },
};

export type StepState = { level: number; title: string; status: 'finish' | 'error' | 'wait'; description: string };

/** One entry per level: passed, the first one that failed (with the server's reason), or not reached. */
export function verificationSteps(reply: VerifyScriptReply): StepState[] {
  return VERIFICATION_STEPS.map((step) => {
    const check = reply.checks.find((c) => c.level === step.level);
    const passed = check ? check.passed : reply.verificationLevel >= step.level;
    const isNext = !passed && reply.verificationLevel === step.level - 1;
    return {
      level: step.level,
      title: step.title,
      status: passed ? 'finish' : isNext ? 'error' : 'wait',
      description: check?.reason || step.hint,
    };
  });
}
