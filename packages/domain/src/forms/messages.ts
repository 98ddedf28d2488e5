import { LIMITS } from '../constants';
import { COMMISSION_MESSAGE, NET_REVENUE_RATIO_MESSAGE } from '../validation';

/**
 * Field messages of every form. Texts quoted by the spec are kept word for word (platform.md §5,
 * content.md §5, §8); the others are decided here in the same voice.
 */
export const MESSAGES = {
  required: 'This field is required',
  usernameFormat: "That username doesn't look right",
  usernameTaken: 'That username is already taken',
  emailFormat: "That email doesn't look right",
  emailTaken: 'That email is already taken',
  emailMismatch: 'Use the email of your store account',
  phone: "Phone number doesn't look right",
  commission: COMMISSION_MESSAGE,
  netRevenueRatio: NET_REVENUE_RATIO_MESSAGE,
  password: `Password must be at least ${LIMITS.passwordMin} characters long and contain lowercase letters and numbers`,
  passwordMismatch: 'Passwords do not match',
  hebrew: 'Hebrew characters are not allowed here',
  promocode: `Promocode can be at most ${LIMITS.promocodeMax} characters`,
  description: `Description can be at most ${LIMITS.linkDescriptionMax} characters`,
  shortTitle: `Title can be at most ${LIMITS.shortTitleMax} characters`,
  multilinkTitle: 'Title is required',
  multilinkTitleLength: `Title can be at most ${LIMITS.multilinkTitleMax} characters`,
  utm: 'Only letters, digits, spaces and - _ . ~ + % { } are allowed',
  linkProducts: `Select ${LIMITS.linkProducts.min} to ${LIMITS.linkProducts.max} products`,
  oneProduct: 'Select a product',
  oneCollection: 'Select a collection',
  organicPromocode: 'A promocode short needs a promocode',
  shares: 'Traffic shares must be whole numbers from 0 to 100 that add up to 100',
  profileImage: 'Profile image is required',
  color: 'Use a colour like #000000',
  stripSentence: `Each sentence can be at most ${LIMITS.stripSentenceMax} characters`,
  preorderText: `Preorder text can be at most ${LIMITS.preorderTextMax} characters`,
  pixelId: 'A Facebook pixel id holds digits only',
  analyticsId: "That Google Analytics id doesn't look right",
  url: "That URL doesn't look right",
  webhookUrl: 'Use a full address such as https://example.com/webhooks',
  webhookUrlLength: 'The address can be at most 2048 characters',
  webhookEvents: 'Choose at least one event',
} as const;

/** The error texts the spec quotes for calls and dialogs (platform.md §8, content.md §8). */
export const ERROR_MESSAGES = {
  requestTimeout: 'Request timed-out, please try again later',
  incorrectLogin: 'Incorrect username or password',
  registrationFailed: 'Your registration has failed',
  registrationRequestFailed: 'Your registration request has failed',
  signUp: 'sign up error',
  storeVerification: 'unable to verify your store',
  storeConnectFailed: 'Connection with Shopify has failed',
  storeRegistrationFailed: 'Your store registration has failed',
  verificationExpired: 'Verification link expired',
  resetNotFound: 'Username or email was not found',
  resetFailed: 'Something went wrong with the password reset',
  productSyncFailed: 'Products sync failed',
  general: 'Something went wrong',
  connection: 'Connection error. Please try again.',
  noProducts: 'No products found',
  postAnalytics: 'Failed to fetch post analytics data',
  preferences: 'Failed to update preferences',
  changesSaved: 'changes saved',
} as const;
