import { defineEndpoints, json, noContent } from '../api/endpoint.ts';
import {
  ZExpenseCategoryInputSchema,
  ZExpenseCategoryListSchema,
  ZExpenseCategorySchema,
  ZExpenseIdParamSchema,
  ZExpenseInputSchema,
  ZExpenseListQuerySchema,
  ZExpenseListSchema,
  ZExpenseSchema,
  ZExpenseUpdateSchema,
} from './expenses.ts';
import { ZReverseSchema } from './finance.ts';

const tags = ['Finance: expenses'];
const finance = ['finance'] as const;
const params = ZExpenseIdParamSchema;
const closed = 'Dated in a closed month';

/** Expenses and their editable categories (issue 20 item 3). */
export const EXPENSE_ENDPOINTS = defineEndpoints({
  'GET /api/finance/expense-categories': {
    policy: ['finance', 'account'],
    tags,
    summary: 'Expense categories (inactive ones too)',
    response: json(ZExpenseCategoryListSchema, 'In their order'),
  },
  'POST /api/finance/expense-categories': {
    policy: finance,
    tags,
    summary: 'Add an expense category',
    body: ZExpenseCategoryInputSchema,
    response: json(ZExpenseCategorySchema, 'The category', { status: 201 }),
  },
  'PUT /api/finance/expense-categories/:id': {
    policy: finance,
    tags,
    summary: 'Rename an expense category or hide it',
    params,
    body: ZExpenseCategoryInputSchema,
    response: json(ZExpenseCategorySchema, 'The category'),
    errors: { 404: 'Unknown category' },
  },
  'GET /api/finance/expenses': {
    policy: ['finance', 'account'],
    tags,
    summary: 'Expenses of a period (Bangkok days), newest first, with totals by category',
    query: ZExpenseListQuerySchema,
    response: json(ZExpenseListSchema, 'The expenses and their totals'),
    cache: 'personal',
  },
  'POST /api/finance/expenses': {
    policy: finance,
    tags,
    summary: 'Record an expense (its document uploaded first as an expenseDocument)',
    body: ZExpenseInputSchema,
    response: json(ZExpenseSchema, 'The expense', { status: 201 }),
    errors: { 400: `Invalid field, or ${closed.toLowerCase()}` },
  },
  'PUT /api/finance/expenses/:id': {
    policy: finance,
    tags,
    summary: 'Edit an expense while its month is open',
    params,
    body: ZExpenseUpdateSchema,
    response: json(ZExpenseSchema, 'The expense'),
    errors: {
      400: `Invalid field, a reversal, or ${closed.toLowerCase()}`,
      404: 'Unknown expense',
      409: 'Changed',
    },
  },
  'DELETE /api/finance/expenses/:id': {
    policy: finance,
    tags,
    summary: 'Delete an expense while its month is open ("Confirm delete?" first)',
    params,
    response: noContent('Deleted'),
    errors: { 400: closed, 404: 'Unknown expense' },
  },
  'POST /api/finance/expenses/:id/reverse': {
    policy: finance,
    tags,
    summary: 'Reverse an expense with a reason: a negated row dated in an open month',
    params,
    body: ZReverseSchema,
    response: json(ZExpenseSchema, 'The reversing row', { status: 201 }),
    errors: { 400: 'Already reversed, or a reversal itself', 404: 'Unknown expense' },
  },
});
