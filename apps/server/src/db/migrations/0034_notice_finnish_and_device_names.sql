-- Admin notices in Swedish and Finnish (decision 039): additional_info holds the Swedish text, this the Finnish one.
-- NULL for every other job and for a notice posted before: its one text is shown to every reader.
ALTER TABLE jobs ADD COLUMN additional_info_fi text;

-- The admin's sync log names devices (browser and system, e.g. "Chrome · Android"), not only their ids: a stream
-- connect records the label of its User-Agent (the connect is each device's "hello"); '' where none is known.
ALTER TABLE sync_log ADD COLUMN device text NOT NULL DEFAULT '';
