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
  // a payment whose order was priced against a plan that changed before it was paid
  notAppliedTitle: 'Payment not applied',
  notAppliedBody: 'This payment was not applied to your plan, because your plan had changed since it was priced. It will be refunded.',
  processing: 'Processing...',
  loginToSubscribe: 'Login to Subscribe',
} as const;
