-- When the cancelled booking was made (the job's chosen_at before it was cleared): the school's timeline of a job keeps
-- "X was chosen" after the booking ended, a history that only grows. Null for cancellations recorded before.
ALTER TABLE booking_cancellations ADD COLUMN booked_at timestamptz;
