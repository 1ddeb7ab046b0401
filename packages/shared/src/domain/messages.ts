import { LANDING_MESSAGES, NOT_FOUND_MESSAGES } from './public-messages';
import { TRANSLATION_MESSAGES } from './translation-messages';
import { SERVER_MESSAGES } from './server-messages';
import { PHOTO_AVATAR_MESSAGES } from './photo-avatar-messages';
import { OWN_VOICE_MESSAGES } from './own-voice-messages';
import { UPLOAD_MESSAGES } from './upload-messages';

/**
 * Every user-facing text of spec §5 (validation), §8 (errors) and §2/§4 (states), word for word.
 * Templates that carry a value are functions.
 */
export const MESSAGES = {
  validation: {
    emailRequired: 'Email is required',
    emailInvalid: 'Email is invalid',
    passwordRequired: 'Password is required',
    passwordTooShort: 'Password must be at least 8 characters',
    passwordsDoNotMatch: 'Passwords do not match',
    otpInvalid: 'Please enter a 6-digit verification code',
    forgotEmailRequired: 'Please enter your email.',
    resetPasswordRequired: 'Password is required.',
    resetConfirmRequired: 'Confirm your password.',
    resetPasswordsDoNotMatch: 'Passwords do not match.',
  },
  nanoBanana: {
    promptRequired: 'Please provide a prompt',
    imageRequired: 'Please upload at least one image',
    singleModeOneImage: 'Single image mode only allows one image at a time',
    multiModeMax: 'Maximum 4 images allowed. Please remove some images first.',
    userEmailMissing: 'User email not found. Please log in again.',
    promptTooLong: 'Your Prompt is too long! Maximum 1000 words allowed.',
    notEnoughCredits: "You don't have enough credits to generate image!",
    uploadSuccess: 'File(s) uploaded successfully!',
    unexpectedFormat: 'Received unexpected response format from server',
    generationFailed: 'Image generation failed. Please try again.',
    generationSuccess: 'Image generated successfully and saved in library!',
    statusStarting: 'Starting image generation...',
    statusProcessing: 'Processing your request...',
    statusFinalizing: 'Finalizing images...',
    statusComplete: 'Generation complete!',
    statusFailed: 'Generation failed',
  },
  avatar: {
    ideaRequired: 'Please describe your script idea',
    scriptFirstForNext: 'Generate the script first',
    scriptFirstForVideo: 'Please generate a script first!',
    noCreators: 'No supported creators available. Try again later.',
    selectAvatar: 'Please select an avatar first!',
    noOperationId: 'No operationId returned',
    invalidScript: 'Invalid script response from server',
    scriptFailed: 'Failed to generate script. Please try again.',
    startFailed: 'Failed to start video generation',
    started: 'Video generation started!',
    saved: 'Video ready and saved!',
    saveFailed: 'Failed to save generated video.',
    queued: 'Queued... waiting to start',
    chooseAvatar: 'Choose an avatar of your choice for your video',
    creatorListError: (message: string) => `Error: ${message}`,
    scriptWordsKeptNote: (idea: string) =>
      `Your words look like ${idea}: the offline script writer keeps them as you wrote them, in your order, and adds its own openings and transitions only in English, Spanish, French, German, Portuguese and Italian.`,
    /** What the script step says about the two kinds of writer. */
    scriptWriterKinds:
      'Offline, the script is arranged from your own words: your idea, who it is for, your points in order and the next step. A connected model (Gemini or an OpenAI-compatible server) writes a script from scratch.',
    scriptLanguageNote: (idea: string, script: string) =>
      `Your idea looks like ${idea}, but the offline script writer only writes English, Spanish, French, German, Portuguese and Italian, so this script is in ${script}.`,
    /** What the script step says before anything is written: the writer's languages, when it has a list. */
    scriptLanguages: (names: readonly string[] | null) =>
      names
        ? `Scripts are written in ${names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : names.join('')}. In another language, your own words are kept as you wrote them.`
        : 'Scripts are written in the language of your idea.',
    /** Whose voice a script's estimate is in. */
    inVoiceOf: (presenter: string) => `in ${presenter}'s voice`,
    /** The chosen presenter's voice makes the video longer or shorter than the script step said. */
    estimateChanged: (presenter: string, before: string, suggested: string) =>
      `${presenter}'s voice changes the estimate: the script step said ${before} in ${suggested}'s voice.`,
    allLanguages: 'All languages',
    scriptLanguageOption: (language: string) => `${language} (your script)`,
    speaksScriptLanguage: (language: string) => `Speaks ${language}`,
    languageMismatchTitle: 'This avatar speaks another language',
    languageMismatch: (avatar: string, voice: string, script: string) =>
      `${avatar} speaks ${voice}, and your script is in ${script}. ${avatar} will read it with ${voice} pronunciation. Choose ${avatar} anyway?`,
    languageMismatchConfirm: 'Choose anyway',
    languageMismatchCancel: 'Keep looking',
    scriptTooLong: (seconds: number) =>
      `This script runs about ${seconds} s when spoken; a video can be at most 60 s. Shorten it and try again.`,
    spokenTooLong: (seconds: number) =>
      `Spoken, this script runs ${seconds} s; a video can be at most 60 s. Your credits were returned; shorten the script and try again.`,
    spokenOverHold: (seconds: number, held: number) =>
      `Spoken, this script runs ${seconds} s, longer than the ${held} s held for it. Your credits were returned; shorten the script and try again.`,
  },
  veo: {
    promptRequired: 'Prompt is required',
    promptTooLong: 'Prompt cannot exceed 750 words',
    durationNotOffered: 'This clip length is not offered',
    durationNotAllowed: (allowed: readonly number[]) =>
      allowed.length > 3
        ? `Clips can be ${allowed[0]} to ${allowed.at(-1)} seconds long`
        : `Clips can be ${allowed.join(', ')} seconds long`,
    generating: 'Generating video...',
    completed: 'completed',
    generationError: "Video can't be generated: please try again and modify your prompt.",
    somethingWrong: 'Something went wrong!',
    noOperationName: 'No operation name returned!',
    saveFailed: 'Failed to save video!',
    saved: 'Video generated and saved successfully!',
    emptyPreview: 'No video generated yet',
    pleaseWait: 'Your video is being generated. Please wait...',
  },
  signup: {
    networkError: 'Network error during signup',
    emailRegistered: 'Email already registered',
    emailRegisteredLogin: 'Email already registered. Please login instead.',
    failed: 'Signup failed. Please try again.',
    verificationSent: 'Verification email sent. Please check your inbox.',
  },
  login: {
    noResponse: 'No response from server',
    requestSetupError: 'Request setup error',
    noResponseReceived: 'No response received from server',
    unexpectedFormat: 'Unexpected response format from server',
    failed: 'Login failed',
    failedTryAgain: 'Login failed. Please try again.',
    success: 'Login successful!',
  },
  profile: {
    loadFailed: 'Failed to load user data',
    cancelFailed: 'Failed to cancel subscription',
    emailMissing: 'Email not found in localStorage.',
    deleted: 'Account deleted successfully!',
    deleteFailed: 'Failed to delete account.',
    deleteConfirmTitle: 'Are you sure?',
    deleteConfirmText:
      'This action will permanently delete your account and all associated data. This cannot be undone.',
    deleteCancelsSubscription: 'Your subscription is cancelled now and will not renew.',
  },
  subscription: {
    activated: 'Subscription activated successfully!',
    verificationFailed: 'Subscription verification failed!',
    noCheckoutUrl: 'Checkout URL not received!',
    checkoutFailed: 'Checkout failed. Try again.',
    alreadySubscribed:
      'You already have a subscription. To change your plan, use Manage billing on your profile.',
    secondRefunded:
      'You already had a subscription, so this one was cancelled and its payment refunded. To change your plan, use Manage billing on your profile.',
    checkoutCancelled: 'Checkout cancelled — nothing was charged.',
  },
  forgotPassword: {
    somethingWrong: 'Something went wrong. Try again.',
    sendFailed: 'Failed to send email. Try again later.',
  },
  resetPassword: {
    updated: 'Password updated successfully!',
    failed: 'Failed to reset password.',
  },
  logout: { success: 'Logged out successfully' },
  /** Server answers the spec leaves to "the server's message". */
  auth: {
    invalidCredentials: 'Invalid email or password',
    emailNotVerified: 'Please verify your email first. We sent you a new code.',
    loginSuccess: 'Login successful',
    loggedOut: 'Logged out successfully',
    codeSent: 'A new verification code is on its way. Please check your inbox.',
    codeInvalid: 'Invalid or expired code. Please try again.',
    codeLocked: 'Too many wrong attempts. Please request a new code.',
    resendTooSoon: (seconds: number) => `Please wait ${seconds}s before requesting a new code.`,
    emailVerified: 'Email verified successfully. You can now log in.',
    resetLinkSent: 'If an account exists for this email, a password reset link is on its way.',
    resetLinkInvalid: 'The reset link is invalid or has expired.',
    signInRequired: 'Please log in to continue.',
    accountDeleted: 'This account has been deleted, so this request was not completed.',
    foreignEmail: 'You can only act on your own account.',
    crossSiteRequest: 'Cross-site request refused.',
    googleNotConfigured: 'Google sign-in is not configured on this server.',
    /** Beside the disabled "Continue with Google" of a server without a Google client. */
    googleNotSetUp: 'Not set up on this server',
    googleFailed: 'Google sign-in failed. Please try again.',
    googleEmailUnverified: 'Your Google account e-mail is not verified.',
    tooManyRequests: 'Too many attempts. Please wait a moment and try again.',
  },
  dashboard: { creditsError: 'Error', userCreditsFailed: 'Failed to fetch user credits' },
  library: {
    videosDeleted: 'Video(s) deleted successfully',
    imagesDeleted: 'Image(s) deleted successfully',
    videosDeleteFailed: 'Failed to delete video(s)',
    imagesDeleteFailed: 'Failed to delete image(s)',
    emptyTitle: 'No projects yet!',
    emptyText: 'Get started by selecting a feature from the top menu',
    untitledVideo: 'Untitled Video',
    veoModalTitle: 'Video Details',
    imageModalTitle: 'AI Image',
    generating: 'Generating...',
    loadVideosError: (message: string) => `Error loading videos: ${message}`,
    loadImagesError: (message: string) => `Error loading images: ${message}`,
    loadMore: 'Load more',
    loadingMore: 'Loading more...',
    badCursor: 'That page of the Library cannot be found. Reload the Library.',
    deleteSelected: (count: number) => `Delete Selected (${count})`,
    deleting: 'Deleting...',
  },
  billing: {
    paymentFailed: 'Payment failed — update your card',
    purchasesPaused:
      'New purchases are paused while a payment dispute on this account is open. Please contact support.',
  },
  providers: {
    toolUnavailable: 'This tool is temporarily unavailable.',
    /** A tool turned off at start: its configured model is retired or unknown to the provider. */
    videoModelOff:
      'Video clips are turned off for now: the video model this site is set up with is no longer offered. Nothing will be charged.',
    toolUnavailableCreditsBack: 'This tool is temporarily unavailable. Your credits were returned.',
    /** The provider said no to the user's content; `reason` comes from `refusalReason`. */
    refused: (reason: string) => `The request was declined: ${reason}. Your credits were returned.`,
    scriptRefused: (reason: string) => `The script could not be written: ${reason}.`,
  },
  landing: LANDING_MESSAGES,
  notFound: NOT_FOUND_MESSAGES,
  uploads: UPLOAD_MESSAGES,
  photoAvatar: PHOTO_AVATAR_MESSAGES,
  ownVoice: OWN_VOICE_MESSAGES,
  translation: TRANSLATION_MESSAGES,
  server: SERVER_MESSAGES,
} as const;

/** Gemini's finish and block reasons, in words a user understands. */
const REFUSAL_REASONS: Record<string, string> = {
  SAFETY: 'it was flagged by the safety filter',
  IMAGE_SAFETY: 'the image was flagged by the safety filter',
  PROHIBITED_CONTENT: 'it asks for content that is not allowed',
  IMAGE_PROHIBITED_CONTENT: 'the image would contain content that is not allowed',
  RECITATION: 'the result would copy existing material too closely',
  IMAGE_RECITATION: 'the image would copy existing material too closely',
  BLOCKLIST: 'it contains blocked words',
  SPII: 'it contains sensitive personal information',
  LANGUAGE: 'the language is not supported',
  NO_IMAGE: 'the model made no image for this prompt',
  IMAGE_OTHER: 'the model would not make this image',
  OTHER: 'the model would not answer it',
};

export function refusalReason(code: string): string {
  return REFUSAL_REASONS[code] ?? `the model stopped (${code.toLowerCase().replace(/_/g, ' ')})`;
}
