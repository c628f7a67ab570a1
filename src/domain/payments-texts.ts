// Texts of the payment flow (SPEC sections 4 and 8), apart from payments.ts and its schemas so
// that pay buttons show them without loading the validation library.
export const PAYMENT_TEXTS = {
  authTitle: 'Authentication Required',
  authBody: 'Please login to continue with payment',
  gatewayLoad: 'Failed to load payment gateway',
  verifyTitle: 'Payment Verification Failed',
  verifyBody: 'Please contact support if your payment was deducted.',
  failedTitle: 'Payment Failed',
  failedFallback: 'Something went wrong',
  successTitle: 'Payment Successful!',
  successBody: (planName: string) => `Welcome to ${planName} plan. Your subscription is now active.`,
  processing: 'Processing...',
  loginToSubscribe: 'Login to Subscribe',
} as const;
