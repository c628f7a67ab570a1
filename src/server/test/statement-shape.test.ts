import { describe, expect, it } from 'vitest';
import { statementShape } from './statement-shape.ts';

describe('statementShape', () => {
  it('folds values, lists, rows, test database names and whitespace', () => {
    expect(statementShape("select * from t where a = $1 and b in ($2, $3,$4) and c = 'x''y' limit 10")).toBe(
      'select * from t where a = ? and b in (?) and c = ? limit ?',
    );
    expect(statementShape('insert into t (a, b) values ($1, $2), ($3, $4), ($5, $6)')).toBe(
      statementShape('insert into t (a, b) values ($1, $2)'),
    );
    expect(statementShape('insert into t values (default, $1, $2)')).toBe('insert into t values (default, ?)');
    expect(statementShape('CREATE DATABASE t_0123456789ab\n  TEMPLATE tunelane_template')).toBe(
      'CREATE DATABASE t_? TEMPLATE tunelane_template',
    );
  });

  it('keeps names with digits and different statements apart', () => {
    expect(statementShape('select "col2", t1.x from "t3" t1')).toBe('select "col2", t1.x from "t3" t1');
    expect(statementShape('select a from t')).not.toBe(statementShape('select b from t'));
  });
});
