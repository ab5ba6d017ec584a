/** Scopes carried in an access token's `scope` claim. */
export const SCOPES = ['user', 'console'] as const;
export type Scope = (typeof SCOPES)[number];

/** The claims of an access token (JWT, HS256). `sub` is the user's id as a string. */
export interface AccessTokenPayload {
  sub: string;
  scope: Scope[];
  name?: string;
  iat: number;
  exp: number;
}

export interface RefreshTokenAnswer {
  refreshToken: string;
  expiresAt: string;
}

export interface AccessTokenAnswer {
  accessToken: string;
  expiresIn: number;
}
