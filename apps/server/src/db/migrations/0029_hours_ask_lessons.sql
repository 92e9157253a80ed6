-- Hours for payroll (issue 24, decision 030 amended 2026-11-28): whether the school asks its substitutes for the
-- lessons taught each day. Off by default: a day-care or a school paid by the hour does not ask.
ALTER TABLE schools ADD COLUMN ask_lessons boolean NOT NULL DEFAULT false;
