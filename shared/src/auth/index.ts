/** Sign-in form used by the shell's login screen and by standalone remotes (`@rewards/shared/auth`). */
export { LoginForm, INVALID_CREDENTIALS } from './login-form';
export { FactorCodeStep } from './factor-code-step';
