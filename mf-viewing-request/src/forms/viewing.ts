/**
 * The viewing request form's browser schema: what the visitor fills in (preferred days, parts of
 * the day, name, e-mail, phone, message, consent), validated as they type. Built on the fields of
 * the API's request schema (api/contract `viewingFields`), so the browser never accepts what the
 * API refuses. Errors are message codes, turned into the visitor's language by `formErrors`.
 */
import * as z from 'zod/mini';
import { viewingFields } from 'api/contract';

/** The viewing request's fields: preferred days, parts of the day, name, e-mail, phone, message, consent. */
export const viewingRequestFieldsSchema = z.object(viewingFields);
