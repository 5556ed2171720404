/** Route parameters many APIs share: a row's id in the address (a positive PostgreSQL integer). */
import { Type } from 'typebox'

export const IdParamsSchema = Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2147483647 }) })
