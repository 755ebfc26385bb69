-- Help search ignores accents ("reservation" finds "réservation").
CREATE EXTENSION IF NOT EXISTS unaccent;
