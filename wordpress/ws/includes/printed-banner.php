<?php
// The printed banner and its no-script answer, the WordPress glue (docs/WORDPRESS.md#the-printed-banner):
// the rules are in printed-banner-rules.php, the templates in dist/printed-banner.json.
declare(strict_types=1);

add_action('rest_api_init', 'ws_register_answer_route');
add_filter('rest_pre_serve_request', 'ws_answer_serve_html', 10, 2);

/** The request's Cookie header as the browser sent it (every copy of a name, in order). */
function ws_request_cookie_header(): string
{
    return isset($_SERVER['HTTP_COOKIE']) && is_string($_SERVER['HTTP_COOKIE']) ? $_SERVER['HTTP_COOKIE'] : '';
}

/** The banner's tag with its printed frame, or the bare tag when there is nothing to print. */
function ws_banner_markup(): string
{
    $bare = '<ws-consent-banner></ws-consent-banner>';
    $file = ws_printed_file(ws_dist_text('printed-banner.json'));
    if ($file === null) {
        return $bare;
    }
    $front = ws_page_settings();
    // A request whose cookies hold the answer needs no question (a full-page cache relies on the head's check).
    if (ws_printed_answered(ws_request_cookie_header(), $front)) {
        return $bare;
    }
    $uri = isset($_SERVER['REQUEST_URI']) && is_string($_SERVER['REQUEST_URI']) ? $_SERVER['REQUEST_URI'] : '/';
    $banner = ws_printed_banner($file, $front, ws_page_language(), ws_printed_same_site_path($uri), ws_csp_nonce());
    return $banner === '' ? $bare : $banner;
}

function ws_register_answer_route(): void
{
    // A form posted without script: no REST nonce can come with it (docs/WORDPRESS.md#the-printed-banner).
    register_rest_route(WS_REST_NAMESPACE, '/answer', [
        'methods' => 'POST',
        'callback' => 'ws_rest_answer',
        'permission_callback' => '__return_true',
    ]);
}

/** POST ws/v1/answer: the bus's cookies for the answer, then 303 back; "Einstellungen" gets the switches. */
function ws_rest_answer(WP_REST_Request $request): WP_REST_Response|WP_Error
{
    $read = ws_answer_read($request->get_body_params(), strlen((string) $request->get_body()));
    if (isset($read['error'])) {
        return new WP_Error(
            'ws_answer_invalid',
            'Die Antwort konnte nicht gelesen werden: ' . $read['error'],
            ['status' => 400]
        );
    }
    $front = ws_page_settings();
    if ($read['answer'] === 'preferences') {
        $file = ws_printed_file(ws_dist_text('printed-banner.json'));
        $banner = $file === null
            ? ''
            : ws_printed_banner($file, $front, ws_page_language(), $read['return_to'], ws_csp_nonce(), true);
        if ($banner === '') {
            return ws_answer_redirect($read['return_to']);
        }
        $response = new WP_REST_Response(ws_answer_choices_page($banner, ws_page_language()), 200);
        $response->header('Content-Type', 'text/html; charset=UTF-8');
        $response->header('Cache-Control', 'no-store');
        return $response;
    }
    $prefix = is_string($front['prefix'] ?? null) ? $front['prefix'] : WS_PRINTED_DEFAULT_PREFIX;
    $id = ws_answer_previous_id(ws_request_cookie_header(), $prefix);
    // Records carry an id from the first choice on, as the bus makes it (docs/REFERENCE.md#cookies).
    if ($id === null && ($front['record_consent'] ?? false) === true) {
        $id = ws_answer_random_id(random_bytes(12));
    }
    $choice = ws_answer_choice($read, $front, $id);
    if ($choice === null) {
        return ws_answer_redirect($read['return_to']);
    }
    if (($front['record_consent'] ?? false) === true && ws_records_settings()['record_consent']) {
        $checked = ws_record_check(ws_answer_record($read, $choice, $front));
        if ($checked['record'] !== null) {
            ws_records_insert($checked['record']);
        }
    }
    // One header per cookie: WP_REST_Response would join them with commas into one.
    foreach (ws_answer_cookies($front, $choice, is_ssl()) as $cookie) {
        header('Set-Cookie: ' . $cookie, false);
    }
    return ws_answer_redirect($read['return_to']);
}

/** 303, so a reload of the page does not post the answer again. */
function ws_answer_redirect(string $path): WP_REST_Response
{
    $response = new WP_REST_Response(null, 303);
    $response->header('Location', $path);
    $response->header('Cache-Control', 'no-store');
    return $response;
}

/** The choices page is HTML, not JSON: printed as it is (its headers are already sent). */
function ws_answer_serve_html(mixed $served, mixed $result): mixed
{
    if ($served || !$result instanceof WP_HTTP_Response || !is_string($result->get_data())) {
        return $served;
    }
    $type = (string) ($result->get_headers()['Content-Type'] ?? '');
    if (!str_starts_with($type, 'text/html')) {
        return $served;
    }
    echo $result->get_data();
    return true;
}
