// superstatic loads re2 in a try/catch and falls back to RegExp when it throws (see package.json).
throw new Error('re2 is not installed here (scripts/stack/re2Absent)');
