import { passwordMessages } from '@matriz/contracts';

/**
 * The field a message of `validatePasswordPair` is about, for the forms that check the pair by hand to take the
 * user there (issue 8 §5): a missing confirmation or a mismatch is the confirmation's, the rest the password's.
 */
export function getPasswordProblemField(problem: string): 'password' | 'confirmation' {
  return problem === passwordMessages.confirmationRequired || problem === passwordMessages.mismatch
    ? 'confirmation'
    : 'password';
}
