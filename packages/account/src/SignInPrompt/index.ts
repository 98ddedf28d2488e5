export { SignInPrompt } from './SignInPrompt';
export type { SignInPromptProps } from './SignInPrompt';
