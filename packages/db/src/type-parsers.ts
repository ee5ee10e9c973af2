import pg from 'pg';

const INT8_OID = 20;
const DATE_OID = 1082;

/**
 * The same parsing on both drivers: int8 (count(*)) as number, since our counts never near
 * 2^53; date as 'YYYY-MM-DD' text, because turning it into a Date at local midnight shifts
 * birthdays with the server's time zone. timestamptz stays a Date (the drivers' default).
 */
export const PGLITE_PARSERS = {
  [INT8_OID]: (value: string) => Number(value),
  [DATE_OID]: (value: string) => value,
};

export const PG_TYPES: pg.CustomTypesConfig = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') => {
    if (format !== 'binary') {
      if (oid === INT8_OID) return (value: string) => Number(value);
      if (oid === DATE_OID) return (value: string) => value;
    }
    return pg.types.getTypeParser(oid, format);
  }) as typeof pg.types.getTypeParser,
};
