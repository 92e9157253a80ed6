-- Admin notices in Swedish and Finnish (decision 039): additional_info holds the Swedish text, this the Finnish one.
-- NULL for every other job and for a notice posted before: its one text is shown to every reader.
ALTER TABLE jobs ADD COLUMN additional_info_fi text;
