<?php
/**
 * Consent records, the WordPress glue: the table, storing and reading records, the REST routes
 * POST ws/v1/track and GET ws/v1/consent_record, and the daily clean-up after the retention period.
 * The rules (what a record must look like) are in record-rules.php.
 *
 * A row holds the visitor's random consent id, the time (UTC), the choice, the consent type, the
 * region, the policy id and the banner version; nothing else about the visitor: no IP address, no
 * user agent, no user id, no referrer.
 */

declare(strict_types=1);

if (!defined('ABSPATH')) {
    exit;
}

/** Raised whenever the table's definition in ws_records_install() changes. */
const WS_RECORDS_DB_VERSION = '1';
/** The option that holds the table's definition version of this site. */
const WS_RECORDS_DB_OPTION = 'ws_records_db_version';
/** The daily WP-Cron event that deletes records past the retention period. */
const WS_RECORDS_CRON_HOOK = 'ws_records_cleanup';
/** Rows deleted per statement by the clean-up, so a large table is never locked for long. */
const WS_RECORDS_DELETE_BATCH = 5000;

add_action('plugins_loaded', 'ws_records_maybe_upgrade');
add_action('init', 'ws_records_ensure_schedule');
add_action(WS_RECORDS_CRON_HOOK, 'ws_records_cleanup', 10, 0);
add_action('rest_api_init', 'ws_records_register_routes');
add_filter('rest_request_before_callbacks', 'ws_records_rest_body_errors', 10, 3);

/** The table's name, with this site's prefix. */
function ws_records_table(): string
{
    global $wpdb;
    return $wpdb->prefix . 'ws_consent_records';
}

/** Creates or updates the table (dbDelta) and notes its version. */
function ws_records_install(): void
{
    global $wpdb;
    require_once ABSPATH . 'wp-admin/includes/upgrade.php';
    $table = ws_records_table();
    $charset_collate = $wpdb->get_charset_collate();
    // dbDelta's format: one column per line, two spaces after PRIMARY KEY, KEY for indexes.
    $sql = "CREATE TABLE {$table} (
  id bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  consent_id varchar(64) NOT NULL,
  recorded_at datetime NOT NULL,
  action varchar(16) NOT NULL,
  consented varchar(255) NOT NULL DEFAULT '',
  denied varchar(255) NOT NULL DEFAULT '',
  consenttype varchar(16) NOT NULL DEFAULT '',
  region varchar(8) NOT NULL DEFAULT '',
  policy_id varchar(64) NOT NULL DEFAULT '',
  banner_version varchar(32) NOT NULL DEFAULT '',
  PRIMARY KEY  (id),
  KEY consent_id (consent_id),
  KEY recorded_at (recorded_at)
) {$charset_collate};";
    dbDelta($sql);
    // Noted only when the table is there: a database user without CREATE is asked again next time.
    if ($wpdb->get_var($wpdb->prepare('SHOW TABLES LIKE %s', $wpdb->esc_like($table))) === $table) {
        update_option(WS_RECORDS_DB_OPTION, WS_RECORDS_DB_VERSION, true);
    }
}

/** On plugins_loaded: an update of the plugin (or a new site of a network) gets its table. */
function ws_records_maybe_upgrade(): void
{
    if (get_option(WS_RECORDS_DB_OPTION) !== WS_RECORDS_DB_VERSION) {
        ws_records_install();
        ws_records_schedule();
    }
}

/** Schedules the daily clean-up, unless it is scheduled. */
function ws_records_schedule(): void
{
    if (wp_next_scheduled(WS_RECORDS_CRON_HOOK) === false) {
        wp_schedule_event(time() + HOUR_IN_SECONDS, 'daily', WS_RECORDS_CRON_HOOK);
    }
}

/** On init: a clean-up event lost (a cron option reset, an update without reactivation) comes back. */
function ws_records_ensure_schedule(): void
{
    ws_records_schedule();
}

/** Removes the clean-up event (deactivation). */
function ws_records_unschedule(): void
{
    wp_clear_scheduled_hook(WS_RECORDS_CRON_HOOK);
}

/**
 * The settings that matter here, from ws_settings() (includes/settings.php), tolerant of a key
 * not there yet.
 *
 * @return array{record_consent: bool, retention_months: int}
 */
function ws_records_settings(): array
{
    $settings = function_exists('ws_settings') ? ws_settings() : [];
    return [
        'record_consent' => (bool) ($settings['record_consent'] ?? true),
        'retention_months' => ws_record_retention_months($settings['retention_months'] ?? 12),
    ];
}

/**
 * Stores a valid record (ws_validate_record()) at the present time.
 *
 * @return string|null the time stored, 'Y-m-d H:i:s' UTC; null when the insert failed
 */
function ws_records_insert(array $record): ?string
{
    global $wpdb;
    $recorded_at = gmdate('Y-m-d H:i:s');
    $inserted = $wpdb->insert(
        ws_records_table(),
        ws_record_to_row($record, $recorded_at),
        ['%s', '%s', '%s', '%s', '%s', '%s', '%s', '%s', '%s']
    );
    return $inserted === 1 ? $recorded_at : null;
}

/**
 * The newest record of a consent id, as its row; null when there is none.
 *
 * @return array<string, string>|null
 */
function ws_records_newest(string $consent_id): ?array
{
    global $wpdb;
    $table = ws_records_table();
    $row = $wpdb->get_row(
        $wpdb->prepare(
            "SELECT * FROM {$table} WHERE consent_id = %s ORDER BY recorded_at DESC, id DESC LIMIT 1",
            $consent_id
        ),
        ARRAY_A
    );
    return is_array($row) ? $row : null;
}

/**
 * The conditions of a search by consent id (ids starting with $search) and, for the export, of
 * the records after $after (the last row of the batch before, in the order newest first): a WHERE
 * clause with placeholders and its values.
 *
 * @param array{recorded_at: string, id: int}|null $after
 * @return array{0: string, 1: list<string|int>}
 */
function ws_records_where(string $search, ?array $after = null): array
{
    global $wpdb;
    $conditions = [];
    $values = [];
    if ($search !== '') {
        $conditions[] = 'consent_id LIKE %s';
        $values[] = $wpdb->esc_like($search) . '%';
    }
    if ($after !== null) {
        $conditions[] = '(recorded_at < %s OR (recorded_at = %s AND id < %d))';
        array_push($values, $after['recorded_at'], $after['recorded_at'], $after['id']);
    }
    return [$conditions === [] ? '' : 'WHERE ' . implode(' AND ', $conditions), $values];
}

/** How many records there are, or how many ids start with $search. */
function ws_records_count(string $search = ''): int
{
    global $wpdb;
    $table = ws_records_table();
    [$where, $values] = ws_records_where($search);
    $sql = "SELECT COUNT(*) FROM {$table} {$where}";
    return (int) $wpdb->get_var($values === [] ? $sql : $wpdb->prepare($sql, $values));
}

/**
 * A page of records, newest first.
 *
 * @return list<array<string, string>>
 */
function ws_records_page(string $search, int $limit, int $offset): array
{
    global $wpdb;
    $table = ws_records_table();
    [$where, $values] = ws_records_where($search);
    $rows = $wpdb->get_results(
        $wpdb->prepare(
            "SELECT * FROM {$table} {$where} ORDER BY recorded_at DESC, id DESC LIMIT %d OFFSET %d",
            [...$values, $limit, $offset]
        ),
        ARRAY_A
    );
    return is_array($rows) ? $rows : [];
}

/**
 * A batch of records for the export, newest first: those after $after (null for the first batch).
 * Each batch starts where the one before ended, so a large table is read in steps of one index.
 *
 * @param array{recorded_at: string, id: int}|null $after
 * @return list<array<string, string>>
 */
function ws_records_batch(string $search, ?array $after, int $limit): array
{
    global $wpdb;
    $table = ws_records_table();
    [$where, $values] = ws_records_where($search, $after);
    $rows = $wpdb->get_results(
        $wpdb->prepare(
            "SELECT * FROM {$table} {$where} ORDER BY recorded_at DESC, id DESC LIMIT %d",
            [...$values, $limit]
        ),
        ARRAY_A
    );
    return is_array($rows) ? $rows : [];
}

/**
 * Deletes the records older than the retention period (the daily cron event).
 *
 * @return int the rows deleted
 */
function ws_records_cleanup(?DateTimeImmutable $now = null): int
{
    global $wpdb;
    $now ??= new DateTimeImmutable('now', new DateTimeZone('UTC'));
    $cutoff = ws_retention_cutoff($now, ws_records_settings()['retention_months']);
    $table = ws_records_table();
    $deleted = 0;
    do {
        $batch = $wpdb->query(
            $wpdb->prepare("DELETE FROM {$table} WHERE recorded_at < %s LIMIT %d", $cutoff, WS_RECORDS_DELETE_BATCH)
        );
        if ($batch === false) {
            break;
        }
        $deleted += (int) $batch;
    } while ($batch === WS_RECORDS_DELETE_BATCH);
    return $deleted;
}

/** POST ws/v1/track and GET ws/v1/consent_record: public, as the banner calls them for every visitor. */
function ws_records_register_routes(): void
{
    $token = ws_token_argument();
    register_rest_route(WS_REST_NAMESPACE, '/track', [
        'methods' => 'POST',
        'callback' => 'ws_records_rest_track',
        'permission_callback' => '__return_true',
        'args' => $token,
    ]);
    register_rest_route(WS_REST_NAMESPACE, '/consent_record', [
        'methods' => 'GET',
        'callback' => 'ws_records_rest_consent_record',
        'permission_callback' => '__return_true',
        'args' => $token + [
            'consent_id' => [
                'description' => 'The consent id whose newest record is asked for.',
                'type' => 'string',
                'required' => true,
            ],
        ],
    ]);
}

/**
 * The token must come in the query (a field `token` of a JSON body would do for
 * WP_REST_Request::get_param()).
 */
function ws_records_rest_token_error(WP_REST_Request $request): ?WP_Error
{
    $query = $request->get_query_params();
    if (!array_key_exists('token', $query)) {
        return new WP_Error(
            'rest_missing_callback_param',
            'Missing parameter(s): token',
            ['status' => 400, 'params' => ['token']]
        );
    }
    if (!ws_record_valid_token($query['token'])) {
        return new WP_Error('rest_invalid_param', 'Invalid parameter(s): token', [
            'status' => 400,
            'params' => ['token' => 'token must be five letters (a-z, A-Z).'],
        ]);
    }
    return null;
}

/** The answer to a refused record: 400, nothing stored. */
function ws_records_invalid(string $message): WP_Error
{
    return new WP_Error('ws_invalid_record', $message, ['status' => 400]);
}

/** An answer that no cache keeps. */
function ws_records_response(array $data, int $status = 200): WP_REST_Response
{
    $response = new WP_REST_Response($data, $status);
    $response->header('Cache-Control', 'no-store');
    return $response;
}

/**
 * WordPress parses a JSON body before the route's callback and answers a broken one with its own
 * rest_invalid_json (and then checks no parameter). For POST ws/v1/track the answer is the
 * route's own: the token first, then the size (a body over 10 KB is refused before parsing),
 * then ws_invalid_record.
 *
 * @param WP_REST_Response|WP_HTTP_Response|WP_Error|mixed $response
 */
function ws_records_rest_body_errors(mixed $response, mixed $handler, mixed $request): mixed
{
    if (!is_wp_error($response) || $response->get_error_code() !== 'rest_invalid_json'
        || !is_array($handler) || ($handler['callback'] ?? null) !== 'ws_records_rest_track'
        || !$request instanceof WP_REST_Request) {
        return $response;
    }
    $token_error = ws_records_rest_token_error($request);
    if ($token_error !== null) {
        return $token_error;
    }
    $checked = ws_validate_record((string) $request->get_body());
    return ws_records_invalid($checked['error'] ?? 'The record is not valid JSON.');
}

/**
 * POST ws/v1/track?token=abcde: a visitor's choice.
 *
 * Answers 200 { success: true, recorded: true, time } when stored, 200 { success: true,
 * recorded: false } with recording off, 200 { success: true } for the older A/B-testing body with
 * recording off, and 400 ws_invalid_record (nothing stored) for a record that is refused.
 */
function ws_records_rest_track(WP_REST_Request $request): WP_REST_Response|WP_Error
{
    $token_error = ws_records_rest_token_error($request);
    if ($token_error !== null) {
        return $token_error;
    }
    // The raw body, its length checked before it is parsed (WordPress's own parse is not used).
    $decision = ws_track_decide((string) $request->get_body(), ws_records_settings()['record_consent']);
    switch ($decision['outcome']) {
        case 'legacy':
            return ws_records_response(['success' => true]);
        case 'skip':
            return ws_records_response(['success' => true, 'recorded' => false]);
        case 'store':
            $recorded_at = ws_records_insert($decision['record']);
            if ($recorded_at === null) {
                return new WP_Error('ws_record_failed', 'The record could not be stored.', ['status' => 500]);
            }
            return ws_records_response([
                'success' => true,
                'recorded' => true,
                'time' => ws_record_iso_time($recorded_at),
            ]);
        default:
            return ws_records_invalid((string) $decision['error']);
    }
}

/**
 * GET ws/v1/consent_record?consent_id=ID&token=abcde: the newest record of that id, for the
 * visitor's manage-consent box. 404 ws_no_record when there is none, 400 for a malformed id.
 */
function ws_records_rest_consent_record(WP_REST_Request $request): WP_REST_Response|WP_Error
{
    $token_error = ws_records_rest_token_error($request);
    if ($token_error !== null) {
        return $token_error;
    }
    $consent_id = $request->get_param('consent_id');
    if (!ws_record_valid_consent_id($consent_id)) {
        return ws_records_invalid(
            'consent_id must be 8 to 64 characters, each a letter (A-Z, a-z), digit, "_" or "-".'
        );
    }
    $row = ws_records_newest($consent_id);
    if ($row === null) {
        return new WP_Error('ws_no_record', 'There is no record of this consent id.', ['status' => 404]);
    }
    return ws_records_response(ws_record_row_to_answer($row));
}
