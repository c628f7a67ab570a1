// Sign-up and sign-in input: the same schema checks the form and the server (SPEC section 5).
import { z } from 'zod';

export const FULL_NAME_REQUIRED = 'Full Name is required';

export const signUpSchema = z.object({
  name: z.string().trim().min(1, FULL_NAME_REQUIRED).max(100, 'Full Name must be at most 100 characters'),
  email: z.email('Please enter a valid email address').max(254),
  password: z.string().min(8, 'Password must be at least 8 characters').max(128, 'Password must be at most 128 characters'),
});
export type SignUpInput = z.infer<typeof signUpSchema>;

export const signInSchema = z.object({
  email: z.email('Please enter a valid email address'),
  password: z.string().min(1, 'Password is required'),
});
export type SignInInput = z.infer<typeof signInSchema>;

export const forgotPasswordSchema = z.object({ email: z.email('Please enter a valid email address') });
export const resetPasswordSchema = z.object({
  password: z.string().min(8, 'Password must be at least 8 characters').max(128, 'Password must be at most 128 characters'),
});
