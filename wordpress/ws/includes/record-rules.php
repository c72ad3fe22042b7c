<?php
/**
 * Consent records, the pure rules: what a record posted to ws/v1/track must look like, how it
 * becomes a table row and an answer again, the retention cut-off and the CSV row of the export.
 *
 * No WordPress function is called in this file, so phpunit loads it alone (test/php/).
 * A record is the proof of consent of GDPR Art. 7(1): the visitor's random consent id, the time,
 * the choice and the policy and banner it was made on. Nothing else about the visitor is kept.
 */

declare(strict_types=1);

/** The largest body POST ws/v1/track accepts, in bytes. */
const WS_RECORD_MAX_BYTES = 10240;

/** What the visitor did. */
const WS_RECORD_ACTIONS = ['accept_all', 'deny', 'save', 'revoke', 'do_not_track', 'gpc'];

/** The consent types of the banner (the WordPress Consent API's, plus 'other'). */
const WS_RECORD_CONSENT_TYPES = ['optin', 'optout', 'optinstats', 'other'];

/** The named categories; event_0 … event_99 are allowed besides (ws_record_is_category()). */
const WS_RECORD_CATEGORIES = ['functional', 'preferences', 'statistics', 'marketing', 'statistics-anonymous'];

/** The longest comma list a row holds (the columns `consented` and `denied` are VARCHAR(255)). */
const WS_RECORD_LIST_MAX_CHARS = 255;

/** A consent id: the random id the front end keeps with the visitor's choice. */
const WS_RECORD_CONSENT_ID_PATTERN = '/^[A-Za-z0-9_-]{8,64}$/D';

/** The `token` query parameter of every ws/v1 call from the banner: five letters. */
const WS_RECORD_TOKEN_PATTERN = '/^[A-Za-z]{5}$/D';

/**
 * Checks a body posted to ws/v1/track and keeps only the known fields.
 *
 * @return array{
 *     record: array{
 *         consent_id: string,
 *         action: string,
 *         consented_categories: list<string>,
 *         denied_categories: list<string>,
 *         consenttype: string,
 *         region: string,
 *         policy_id: string,
 *         banner_version: string
 *     }|null,
 *     error: string|null
 * }
 */
function ws_validate_record(string $raw_body, int $max_bytes = WS_RECORD_MAX_BYTES): array
{
    $decoded = ws_record_decode($raw_body, $max_bytes);
    if ($decoded['error'] !== null) {
        return ['record' => null, 'error' => $decoded['error']];
    }
    return ws_record_check($decoded['data']);
}

/**
 * What POST ws/v1/track does with a body: 'store' a valid record when recording is on; 'skip' a
 * valid record when it is off; 'legacy' for the older A/B-testing body `{ consented_categories,
 * consenttype }` (no consent_id, no action) when recording is off; 'refuse' anything else, with the
 * reason. With recording on a body without consent_id is refused: it proves nothing.
 *
 * @return array{outcome: 'store'|'skip'|'legacy'|'refuse', record: array|null, error: string|null}
 */
function ws_track_decide(string $raw_body, bool $recording, int $max_bytes = WS_RECORD_MAX_BYTES): array
{
    $decoded = ws_record_decode($raw_body, $max_bytes);
    if ($decoded['error'] !== null) {
        return ['outcome' => 'refuse', 'record' => null, 'error' => $decoded['error']];
    }
    $data = $decoded['data'];
    if (!$recording && !array_key_exists('consent_id', $data) && !array_key_exists('action', $data)) {
        $error = ws_record_check_legacy($data);
        return ['outcome' => $error === null ? 'legacy' : 'refuse', 'record' => null, 'error' => $error];
    }
    $checked = ws_record_check($data);
    if ($checked['error'] !== null) {
        return ['outcome' => 'refuse', 'record' => null, 'error' => $checked['error']];
    }
    return ['outcome' => $recording ? 'store' : 'skip', 'record' => $checked['record'], 'error' => null];
}

/**
 * The body as the top-level fields of a JSON object (nested objects stay stdClass, so an object
 * is never mistaken for a list), or the reason it is none.
 *
 * @return array{data: array<string, mixed>|null, error: string|null}
 */
function ws_record_decode(string $raw_body, int $max_bytes = WS_RECORD_MAX_BYTES): array
{
    if (strlen($raw_body) > $max_bytes) {
        return [
            'data' => null,
            'error' => sprintf('The record is larger than %s.', ws_record_format_bytes($max_bytes)),
        ];
    }
    if (trim($raw_body) === '') {
        return ['data' => null, 'error' => 'The record is empty: send a JSON object.'];
    }
    $value = json_decode($raw_body, false, 16, JSON_BIGINT_AS_STRING);
    if (json_last_error() === JSON_ERROR_DEPTH) {
        return ['data' => null, 'error' => 'The record is nested too deeply.'];
    }
    if (json_last_error() !== JSON_ERROR_NONE) {
        return ['data' => null, 'error' => 'The record is not valid JSON (' . json_last_error_msg() . ').'];
    }
    if (!$value instanceof stdClass) {
        return ['data' => null, 'error' => 'The record must be a JSON object.'];
    }
    return ['data' => get_object_vars($value), 'error' => null];
}

/** "10 KB" for 10240, else the bytes. */
function ws_record_format_bytes(int $bytes): string
{
    return $bytes % 1024 === 0 ? ($bytes / 1024) . ' KB' : $bytes . ' bytes';
}

/**
 * Checks the fields of a decoded record; unknown fields are left out of the result.
 *
 * @param array<string, mixed> $data
 * @return array{record: array|null, error: string|null}
 */
function ws_record_check(array $data): array
{
    $refuse = static fn(string $error): array => ['record' => null, 'error' => $error];

    $consent_id = ws_record_string_field($data, 'consent_id', WS_RECORD_CONSENT_ID_PATTERN,
        'consent_id must be 8 to 64 characters, each a letter (A-Z, a-z), digit, "_" or "-".');
    if ($consent_id['error'] !== null) {
        return $refuse($consent_id['error']);
    }

    $action = ws_record_enum_field($data, 'action', WS_RECORD_ACTIONS);
    if ($action['error'] !== null) {
        return $refuse($action['error']);
    }

    $consented = ws_record_category_list($data, 'consented_categories');
    if ($consented['error'] !== null) {
        return $refuse($consented['error']);
    }
    $denied = ws_record_category_list($data, 'denied_categories');
    if ($denied['error'] !== null) {
        return $refuse($denied['error']);
    }
    $both = array_values(array_intersect($consented['value'], $denied['value']));
    if ($both !== []) {
        return $refuse(sprintf('The category "%s" is in both consented_categories and denied_categories.', $both[0]));
    }
    if (!in_array('functional', $consented['value'], true)) {
        return $refuse('consented_categories must contain "functional": functional cookies are always allowed.');
    }

    $consenttype = ws_record_enum_field($data, 'consenttype', WS_RECORD_CONSENT_TYPES);
    if ($consenttype['error'] !== null) {
        return $refuse($consenttype['error']);
    }

    $region = ws_record_string_field($data, 'region', '/^[a-z]{2,5}$/D',
        'region must be 2 to 5 lowercase letters (a-z), such as "eu".');
    if ($region['error'] !== null) {
        return $refuse($region['error']);
    }

    $policy_id = ws_record_string_field($data, 'policy_id', '/^[A-Za-z0-9_.-]{1,64}$/D',
        'policy_id must be 1 to 64 characters, each a letter, digit, "_", "." or "-".', true);
    if ($policy_id['error'] !== null) {
        return $refuse($policy_id['error']);
    }

    $banner_version = ['value' => '', 'error' => null];
    if (array_key_exists('banner_version', $data) && $data['banner_version'] !== null) {
        $banner_version = ws_record_string_field($data, 'banner_version', '/^[A-Za-z0-9_.-]{0,32}$/D',
            'banner_version must be at most 32 characters, each a letter, digit, "_", "." or "-".', true);
        if ($banner_version['error'] !== null) {
            return $refuse($banner_version['error']);
        }
    }

    return [
        'record' => [
            'consent_id' => $consent_id['value'],
            'action' => $action['value'],
            'consented_categories' => $consented['value'],
            'denied_categories' => $denied['value'],
            'consenttype' => $consenttype['value'],
            'region' => $region['value'],
            'policy_id' => $policy_id['value'],
            'banner_version' => $banner_version['value'],
        ],
        'error' => null,
    ];
}

/**
 * The older A/B-testing body: `consented_categories` a list of strings, `consenttype` a string
 * when given. Nothing of it is stored, so nothing more is asked of it.
 *
 * @param array<string, mixed> $data
 */
function ws_record_check_legacy(array $data): ?string
{
    $list = $data['consented_categories'] ?? null;
    if (!is_array($list) || !array_is_list($list)) {
        return 'consented_categories must be a JSON array of category names.';
    }
    foreach ($list as $category) {
        if (!is_string($category)) {
            return 'consented_categories must contain only strings.';
        }
    }
    if (array_key_exists('consenttype', $data) && !is_string($data['consenttype'])) {
        return 'consenttype must be a string.';
    }
    return null;
}

/**
 * A string field matching $pattern; with $numbers, a JSON number is taken as its text (3 → "3").
 *
 * @param array<string, mixed> $data
 * @return array{value: string, error: string|null}
 */
function ws_record_string_field(array $data, string $field, string $pattern, string $rule, bool $numbers = false): array
{
    if (!array_key_exists($field, $data) || $data[$field] === null) {
        return ['value' => '', 'error' => sprintf('%s is missing.', $field)];
    }
    $value = $data[$field];
    if ($numbers && is_int($value)) {
        $value = (string) $value;
    } elseif ($numbers && is_float($value)) {
        if (!is_finite($value)) {
            return ['value' => '', 'error' => $rule];
        }
        $value = json_encode($value, JSON_PRESERVE_ZERO_FRACTION);
    }
    if (!is_string($value)) {
        return [
            'value' => '',
            'error' => sprintf(
                '%s must be a string%s, not %s.',
                $field,
                $numbers ? ' or a number' : '',
                ws_record_json_type($value)
            ),
        ];
    }
    if (preg_match($pattern, $value) !== 1) {
        return ['value' => '', 'error' => $rule];
    }
    return ['value' => $value, 'error' => null];
}

/**
 * A string field that is one of $allowed.
 *
 * @param array<string, mixed> $data
 * @param list<string> $allowed
 * @return array{value: string, error: string|null}
 */
function ws_record_enum_field(array $data, string $field, array $allowed): array
{
    if (!array_key_exists($field, $data) || $data[$field] === null) {
        return ['value' => '', 'error' => sprintf('%s is missing.', $field)];
    }
    $value = $data[$field];
    if (!is_string($value)) {
        return ['value' => '', 'error' => sprintf('%s must be a string, not %s.', $field, ws_record_json_type($value))];
    }
    if (!in_array($value, $allowed, true)) {
        return ['value' => '', 'error' => sprintf('%s must be one of %s.', $field, implode(', ', $allowed))];
    }
    return ['value' => $value, 'error' => null];
}

/**
 * A list of distinct category names that fits its column.
 *
 * @param array<string, mixed> $data
 * @return array{value: list<string>, error: string|null}
 */
function ws_record_category_list(array $data, string $field): array
{
    if (!array_key_exists($field, $data) || $data[$field] === null) {
        return ['value' => [], 'error' => sprintf('%s is missing.', $field)];
    }
    $list = $data[$field];
    if (!is_array($list) || !array_is_list($list)) {
        return [
            'value' => [],
            'error' => sprintf(
                '%s must be a JSON array of category names, not %s.',
                $field,
                ws_record_json_type($list)
            ),
        ];
    }
    $seen = [];
    foreach ($list as $category) {
        if (!is_string($category)) {
            return [
                'value' => [],
                'error' => sprintf('%s must contain only strings, not %s.', $field, ws_record_json_type($category)),
            ];
        }
        if (!ws_record_is_category($category)) {
            return [
                'value' => [],
                'error' => sprintf(
                    '%s contains an unknown category; allowed are %s and event_0 to event_99.',
                    $field,
                    implode(', ', WS_RECORD_CATEGORIES)
                ),
            ];
        }
        if (isset($seen[$category])) {
            return ['value' => [], 'error' => sprintf('%s contains "%s" twice.', $field, $category)];
        }
        $seen[$category] = true;
    }
    if (strlen(implode(',', $list)) > WS_RECORD_LIST_MAX_CHARS) {
        return [
            'value' => [],
            'error' => sprintf(
                '%s is too long: its names joined by commas must fit in %d characters.',
                $field,
                WS_RECORD_LIST_MAX_CHARS
            ),
        ];
    }
    return ['value' => $list, 'error' => null];
}

/** functional, preferences, statistics, marketing, statistics-anonymous, or event_0 … event_99. */
function ws_record_is_category(string $category): bool
{
    return in_array($category, WS_RECORD_CATEGORIES, true)
        || preg_match('/^event_(?:[0-9]|[1-9][0-9])$/D', $category) === 1;
}

/** The JSON name of a decoded value's type, for messages. */
function ws_record_json_type(mixed $value): string
{
    return match (true) {
        $value === null => 'null',
        is_bool($value) => 'a boolean',
        is_int($value), is_float($value) => 'a number',
        is_string($value) => 'a string',
        is_array($value) => 'an array',
        default => 'an object',
    };
}

/** Whether a consent id is well formed (the `consent_id` of GET ws/v1/consent_record). */
function ws_record_valid_consent_id(mixed $consent_id): bool
{
    return is_string($consent_id) && preg_match(WS_RECORD_CONSENT_ID_PATTERN, $consent_id) === 1;
}

/** Whether a `token` query parameter is five letters. */
function ws_record_valid_token(mixed $token): bool
{
    return is_string($token) && preg_match(WS_RECORD_TOKEN_PATTERN, $token) === 1;
}

/**
 * A valid record as the columns of its row; $recorded_at is 'Y-m-d H:i:s' UTC.
 *
 * @return array<string, string>
 */
function ws_record_to_row(array $record, string $recorded_at): array
{
    return [
        'consent_id' => $record['consent_id'],
        'recorded_at' => $recorded_at,
        'action' => $record['action'],
        'consented' => implode(',', $record['consented_categories']),
        'denied' => implode(',', $record['denied_categories']),
        'consenttype' => $record['consenttype'],
        'region' => $record['region'],
        'policy_id' => $record['policy_id'],
        'banner_version' => $record['banner_version'],
    ];
}

/**
 * A stored row as the answer of GET ws/v1/consent_record.
 *
 * @param array<string, mixed> $row
 * @return array{
 *     consent_id: string,
 *     time: string,
 *     action: string,
 *     consented_categories: list<string>,
 *     denied_categories: list<string>,
 *     policy_id: string
 * }
 */
function ws_record_row_to_answer(array $row): array
{
    return [
        'consent_id' => (string) $row['consent_id'],
        'time' => ws_record_iso_time((string) $row['recorded_at']),
        'action' => (string) $row['action'],
        'consented_categories' => ws_record_split_list((string) $row['consented']),
        'denied_categories' => ws_record_split_list((string) $row['denied']),
        'policy_id' => (string) $row['policy_id'],
    ];
}

/** "a,b" → ['a', 'b']; '' → []. */
function ws_record_split_list(string $list): array
{
    return $list === '' ? [] : explode(',', $list);
}

/** '2026-11-26 10:14:03' (UTC) → '2026-11-26T10:14:03Z'. */
function ws_record_iso_time(string $utc): string
{
    $time = DateTimeImmutable::createFromFormat('!Y-m-d H:i:s', $utc, new DateTimeZone('UTC'));
    return $time === false ? '' : $time->format('Y-m-d\TH:i:s\Z');
}

/**
 * The oldest time a record may have to be kept: $now minus $months calendar months, in UTC. A day
 * the earlier month lacks becomes its last day (31 March minus 1 month is 28 or 29 February).
 *
 * @return string 'Y-m-d H:i:s' UTC
 */
function ws_retention_cutoff(DateTimeImmutable $now, int $months): string
{
    if ($months < 1) {
        throw new InvalidArgumentException('The retention must be at least one month.');
    }
    $utc = $now->setTimezone(new DateTimeZone('UTC'));
    $index = (int) $utc->format('Y') * 12 + (int) $utc->format('n') - 1 - $months;
    $year = intdiv($index, 12);
    $month = $index % 12 + 1;
    $last_day = ws_record_days_in_month($year, $month);
    $day = min((int) $utc->format('j'), $last_day);
    return sprintf('%04d-%02d-%02d %s', $year, $month, $day, $utc->format('H:i:s'));
}

/** Days in a month of the Gregorian calendar (without the calendar extension). */
function ws_record_days_in_month(int $year, int $month): int
{
    return (int) (new DateTimeImmutable(sprintf('%04d-%02d-01', $year, $month), new DateTimeZone('UTC')))->format('t');
}

/**
 * A retention setting as whole months: a positive whole number, else the default of 12.
 */
function ws_record_retention_months(mixed $months): int
{
    if (is_string($months) && preg_match('/^\s*[0-9]+\s*$/D', $months) === 1) {
        $months = (int) $months;
    }
    return is_int($months) && $months >= 1 ? $months : 12;
}

/**
 * A search for consent ids on the admin screen: up to 64 characters of a consent id (the ids
 * starting so are found). Null when the text can be no part of an id.
 */
function ws_record_search_term(string $text): ?string
{
    $text = trim($text);
    return preg_match('/^[A-Za-z0-9_-]{1,64}$/D', $text) === 1 ? $text : null;
}

/**
 * One CSV line (RFC 4180), ending in CRLF. A field with a comma, quote, CR or LF is quoted, its
 * quotes doubled. A field starting with =, +, -, @, a tab or a CR gets a leading apostrophe, so
 * a spreadsheet shows it as text instead of running it as a formula.
 *
 * @param array<int|string, scalar|null> $fields
 */
function ws_csv_row(array $fields): string
{
    $cells = [];
    foreach ($fields as $field) {
        $text = match (true) {
            $field === null => '',
            is_bool($field) => $field ? '1' : '0',
            default => (string) $field,
        };
        if ($text !== '' && strpbrk($text[0], "=+-@\t\r") !== false) {
            $text = "'" . $text;
        }
        if (strpbrk($text, ",\"\r\n") !== false) {
            $text = '"' . str_replace('"', '""', $text) . '"';
        }
        $cells[] = $text;
    }
    return implode(',', $cells) . "\r\n";
}

/** The header row of the CSV export, in the order of ws_record_csv_fields(). */
function ws_record_csv_header(): array
{
    return [
        'time_utc',
        'time_site',
        'consent_id',
        'action',
        'consented_categories',
        'denied_categories',
        'consenttype',
        'region',
        'policy_id',
        'banner_version',
    ];
}

/**
 * A stored row as the fields of its CSV line; $site_time is its time in the site's time zone.
 *
 * @param array<string, mixed> $row
 * @return list<string>
 */
function ws_record_csv_fields(array $row, string $site_time): array
{
    return [
        ws_record_iso_time((string) $row['recorded_at']),
        $site_time,
        (string) $row['consent_id'],
        (string) $row['action'],
        (string) $row['consented'],
        (string) $row['denied'],
        (string) $row['consenttype'],
        (string) $row['region'],
        (string) $row['policy_id'],
        (string) $row['banner_version'],
    ];
}
