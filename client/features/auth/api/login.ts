import { ADDRESSES, type Address, type BodyOf, type login } from '#contract';
import { apiRequest } from '@/lib/api-client';

const address: Address<typeof login> = ADDRESSES.login;

/** Password login, called by its address: the login page loads no schema. */
export const passwordLogin = (body: BodyOf<typeof login>) => apiRequest(address, { body });
