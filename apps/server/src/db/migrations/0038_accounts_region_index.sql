-- The substitutes of a job's municipalities found by index (decision 041): the offer waves (and the broadcast before
-- them) matched every account's regions one by one, computing profile_region_codes for each of them, every time a job
-- was posted; with 5,000 substitutes of which 1,000 are in the job's municipality that was most of a posting's time.
CREATE INDEX accounts_region_codes_idx ON accounts USING gin (profile_region_codes(profile)) WHERE type_of_user = 'user';
