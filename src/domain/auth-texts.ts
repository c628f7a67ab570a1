// Texts of the sign-in and sign-up screens (SPEC section 8), apart from the schemas in auth.ts so
// that the screens show them without loading the validation library.
export const SIGN_UP_ALERT = 'Please check your email for a confirmation link!';
export const UNEXPECTED_ERROR = 'An unexpected error occurred';
