/**
 * Firebase Auth compares sign-in and revocation times in whole seconds: a session made in the same
 * second as a revocation would outlive it. Waits until the clock is in the second after this one
 * (a few ms past its start, as timers and the clock may disagree by that much), so a revocation
 * from now on comes after every sign-in already made.
 */
export const nextAuthSecond = () => new Promise((resolve) => setTimeout(resolve, 1000 - (Date.now() % 1000) + 20));
