// Input schemas of the session and user endpoints, shared by forms and routes.
import { z } from "zod";

export const signInSchema = z.object({
  username: z.string().trim().min(1, "Enter your e-mail address").max(320),
  password: z.string().min(1, "Enter your password").max(1000),
});

export const passwordResetRequestSchema = z.object({
  email: z.string().trim().min(1, "Enter your e-mail address").max(320),
});

export const newPasswordSchema = z.object({
  token: z.string().min(1, "The link is incomplete").max(200),
  password: z.string().min(1, "Choose a password").max(1000),
});

export const errorReportSchema = z.object({
  message: z.string().trim().min(1).max(2000),
  stack: z.string().max(8000).optional(),
  url: z.string().max(2000).optional(),
  status: z.number().int().optional(),
});
