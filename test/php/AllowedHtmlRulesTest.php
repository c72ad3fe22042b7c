<?php

declare(strict_types=1);

use PHPUnit\Framework\TestCase;

/**
 * The pure rules of what markup authors without `unfiltered_html` keep
 * (wordpress/ws/includes/allowed-html-rules.php): refused attribute names, the ws-* tags read from
 * the built manifest, WordPress's allowed tags widened for ws, and the removal of frames that do
 * not wait for a consent category.
 *
 * Tests marked incomplete with "bug:" show a fault of the rule file (see their message); they turn
 * into ordinary passing tests once the rule is fixed, and fail if the output changes otherwise.
 */
final class AllowedHtmlRulesTest extends TestCase
{
    private const MANIFEST = __DIR__ . '/../../dist/custom-elements.json';

    /** The built manifest (npm run build writes it). */
    private static function manifestJson(): string
    {
        if (!is_readable(self::MANIFEST)) {
            self::markTestSkipped('dist/custom-elements.json is missing: run `npm run build` first');
        }
        return (string) file_get_contents(self::MANIFEST);
    }

    /** The ws-* declarations of the built manifest, read without the rule: tag => attribute names. */
    private static function manifestDeclarations(): array
    {
        $declarations = [];
        foreach (json_decode(self::manifestJson(), true, 512, JSON_THROW_ON_ERROR)['modules'] as $module) {
            foreach ($module['declarations'] ?? [] as $declaration) {
                if (str_starts_with((string) ($declaration['tagName'] ?? ''), 'ws-')) {
                    $declarations[$declaration['tagName']] = array_column($declaration['attributes'] ?? [], 'name');
                }
            }
        }
        return $declarations;
    }

    /** A manifest with the given declarations in one module. */
    private static function manifest(array ...$declarations): string
    {
        return json_encode(['schemaVersion' => '1.0.0', 'modules' => [['kind' => 'javascript-module', 'path' => 'x.js', 'declarations' => $declarations]]], JSON_THROW_ON_ERROR);
    }

    /** One declaration with a tag and attribute names. */
    private static function element(string $tag, string ...$attributes): array
    {
        return ['kind' => 'class', 'name' => 'X', 'tagName' => $tag, 'attributes' => array_map(fn ($name) => ['name' => $name], $attributes)];
    }

    /** A realistic subset of WordPress's $allowedposttags (6.x), global attributes included, plus hostile extras. */
    private static function wordpressAllowed(): array
    {
        $global = ['aria-describedby' => true, 'aria-details' => true, 'aria-label' => true, 'aria-labelledby' => true, 'aria-hidden' => true, 'class' => true, 'data-*' => true, 'dir' => true, 'id' => true, 'lang' => true, 'style' => true, 'title' => true, 'role' => true];
        return [
            'a' => ['href' => true, 'rel' => true, 'rev' => true, 'name' => true, 'target' => true, 'download' => ['valueless' => 'y']] + $global,
            'img' => ['alt' => true, 'align' => true, 'border' => true, 'height' => true, 'loading' => true, 'src' => true, 'usemap' => true, 'width' => true] + $global,
            'form' => ['action' => true, 'accept' => true, 'accept-charset' => true, 'enctype' => true, 'method' => true, 'name' => true, 'target' => true] + $global,
            'button' => ['disabled' => true, 'name' => true, 'type' => true, 'value' => true] + $global,
            'div' => ['align' => true] + $global,
            'p' => ['align' => true] + $global,
            'br' => [],
        ];
    }

    /** Every attribute name allowed anywhere, as "tag attribute". */
    private static function everyAttribute(array $allowed): array
    {
        $all = [];
        foreach ($allowed as $tag => $attributes) {
            foreach (array_keys($attributes) as $name) {
                $all[] = "{$tag} {$name}";
            }
        }
        return $all;
    }

    // ws_attribute_refused

    public function testEventHandlersAndDocumentLoadingAttributesAreRefused(): void
    {
        foreach (['onclick', 'onload', 'onerror', 'onmouseover', 'onanimationstart', 'on', 'srcdoc', 'formaction', 'style'] as $name) {
            $this->assertTrue(ws_attribute_refused($name), $name);
        }
    }

    public function testNamesThatAreNotPlainLowercaseAttributeNamesAreRefused(): void
    {
        foreach (['', 'x y', 'Value', 'ONCLICK', 'onClick', 'SrcDoc', '1st', '-x', 'data-x"', 'a=b', 'a/b', "a\tb", 'a>b', 'xml:lang', 'data-*', 'tïtel'] as $name) {
            $this->assertTrue(ws_attribute_refused($name), var_export($name, true));
        }
    }

    public function testOrdinaryAttributeNamesAreAccepted(): void
    {
        foreach (['label', 'position', 'per-page', 'data-title', 'aria-label', 'slot', 'h2', 'min-chars', 'src', 'config'] as $name) {
            $this->assertFalse(ws_attribute_refused($name), $name);
        }
    }

    public function testATrailingNewlineDoesNotSlipPastTheNameCheck(): void
    {
        // `$` in /^[a-z][a-z0-9-]*$/ also matches before a final "\n", so "srcdoc\n" is neither in
        // the refused list nor refused by the pattern.
        $refused = ws_attribute_refused("srcdoc\n");
        if ($refused === false) {
            $this->markTestIncomplete('bug: ws_attribute_refused("srcdoc\n") is false: the name pattern needs \z (or the D modifier) instead of $');
        }
        $this->assertTrue($refused);
        $this->assertTrue(ws_attribute_refused("style\n"));
        $this->assertTrue(ws_attribute_refused("label\n"));
    }

    // ws_manifest_tags

    public function testTheBuiltManifestGivesEveryWsTag(): void
    {
        $tags = ws_manifest_tags(self::manifestJson());
        $declared = self::manifestDeclarations();
        $this->assertNotEmpty($declared);
        $this->assertEqualsCanonicalizing(array_keys($declared), array_keys($tags));
        foreach (['ws-consent-banner', 'ws-live-search', 'ws-quantity', 'ws-offcanvas', 'ws-blog-feed'] as $tag) {
            $this->assertArrayHasKey($tag, $tags);
        }
    }

    public function testTheBuiltManifestsAttributesAreKeptExceptRefusedOnes(): void
    {
        $tags = ws_manifest_tags(self::manifestJson());
        foreach (self::manifestDeclarations() as $tag => $names) {
            $expected = array_values(array_unique(array_filter(array_map('strtolower', $names), fn ($name) => !ws_attribute_refused($name))));
            $this->assertSame($expected, $tags[$tag], $tag);
            foreach ($tags[$tag] as $name) {
                $this->assertIsString($name);
                $this->assertFalse(ws_attribute_refused($name), "{$tag} {$name}");
            }
        }
        $this->assertSame(['position', 'layout', 'theme'], $tags['ws-consent-banner']);
        $this->assertSame(['value', 'min', 'max', 'step', 'name', 'label'], $tags['ws-quantity']);
        $this->assertContains('per-page', $tags['ws-live-search']);
        $this->assertContains('titles-only', $tags['ws-live-search']);
    }

    public function testOffcanvasKeepsItsTriggerAttributesThatAreNotEventHandlers(): void
    {
        // on-click, on-click-element, on-page-load and on-scroll are documented attributes of
        // <ws-offcanvas> (docs/REFERENCE.md); a hyphenated name is never an event handler, yet
        // str_starts_with($name, 'on') refuses them, so authors lose the offcanvas triggers.
        $offcanvas = ws_manifest_tags(self::manifestJson())['ws-offcanvas'] ?? [];
        $this->assertContains('close-on-esc', $offcanvas);
        $missing = array_values(array_diff(['on-click', 'on-click-element', 'on-page-load', 'on-scroll'], $offcanvas));
        if ($missing !== [] && ws_attribute_refused('on-click')) {
            $this->markTestIncomplete('bug: ws_attribute_refused refuses every name starting with "on", dropping ws-offcanvas\'s ' . implode(', ', $missing) . '; refuse /^on[a-z]*$/ (event handler names) instead');
        }
        $this->assertSame([], $missing);
        $this->assertTrue(ws_attribute_refused('onclick'));
    }

    public function testMalformedJsonGivesNoTags(): void
    {
        foreach (['', '{', 'not json', 'null', 'true', '42', '"modules"', '[]', '[1,2]', '{}', '{"modules":null}', '{"modules":{}}', '{"modules":[]}', '{"modules":[null, 1, "x"]}', '{"modules":[{"declarations":null}]}', '{"modules":[{"declarations":[null, 3, "ws-x"]}]}'] as $json) {
            $this->assertSame([], ws_manifest_tags($json), $json);
        }
    }

    public function testModulesOrDeclarationsThatAreNotListsGiveNoTagsWithoutWarnings(): void
    {
        $warnings = [];
        set_error_handler(function (int $level, string $message) use (&$warnings): bool {
            $warnings[] = $message;
            return true;
        });
        try {
            $results = [ws_manifest_tags('{"modules":"x"}'), ws_manifest_tags('{"modules":[{"declarations":"x"}]}'), ws_manifest_tags('{"modules":[{"declarations":7}]}')];
        } finally {
            restore_error_handler();
        }
        $this->assertSame([[], [], []], $results);
        if ($warnings !== []) {
            $this->markTestIncomplete('bug: a manifest whose modules or declarations is a string or number makes foreach warn ("' . $warnings[0] . '"); guard with is_array (or (array)) before the loops');
        }
        $this->assertSame([], $warnings);
    }

    public function testTagsWithoutTheWsPrefixOrWithOddNamesAreLeftOut(): void
    {
        $tags = ws_manifest_tags(self::manifest(
            self::element('my-element', 'label'),
            self::element('x-ws-alert', 'label'),
            self::element('WS-ALERT', 'label'),
            self::element('Ws-alert', 'label'),
            self::element('ws-', 'label'),
            self::element('ws-1x', 'label'),
            self::element('ws-a b', 'label'),
            self::element('ws-a"b', 'label'),
            self::element('ws_alert', 'label'),
            self::element('script', 'src'),
            self::element('iframe', 'srcdoc'),
            ['kind' => 'class', 'name' => 'NoTag', 'attributes' => [['name' => 'label']]],
            ['kind' => 'class', 'tagName' => ['ws-x'], 'attributes' => []],
            ['kind' => 'class', 'tagName' => 5],
            self::element('ws-alert', 'type'),
        ));
        $this->assertSame(['ws-alert' => ['type']], $tags);
    }

    public function testDangerousAttributeNamesFromTheManifestAreRefused(): void
    {
        $tags = ws_manifest_tags(self::manifest(self::element('ws-card', 'onclick', 'onmouseover', 'ONLOAD', 'OnError', 'srcdoc', 'SRCDOC', 'formaction', 'style', 'Style', 'x y', 'a=b', '', 'heading')));
        $this->assertSame(['ws-card' => ['heading']], $tags);
    }

    public function testUppercaseAttributeNamesAreLowercased(): void
    {
        $tags = ws_manifest_tags(self::manifest(self::element('ws-card', 'Heading', 'PER-PAGE', 'data-Title')));
        $this->assertSame(['ws-card' => ['heading', 'per-page', 'data-title']], $tags);
    }

    public function testDuplicateAttributesAndTagsAreMergedOnce(): void
    {
        $json = json_encode(['modules' => [
            ['declarations' => [self::element('ws-card', 'heading', 'Heading', 'level', 'heading')]],
            ['declarations' => [self::element('ws-card', 'level', 'size'), self::element('ws-badge', 'tone')]],
        ]], JSON_THROW_ON_ERROR);
        $this->assertSame(['ws-card' => ['heading', 'level', 'size'], 'ws-badge' => ['tone']], ws_manifest_tags($json));
    }

    public function testAttributesWithoutAStringNameAreSkipped(): void
    {
        $json = json_encode(['modules' => [['declarations' => [
            ['tagName' => 'ws-card', 'attributes' => [['name' => 7], ['name' => null], ['fieldName' => 'x'], 'heading', ['name' => ['a']], ['name' => 'size']]],
            ['tagName' => 'ws-empty'],
            ['tagName' => 'ws-odd', 'attributes' => 'heading'],
        ]]]], JSON_THROW_ON_ERROR);
        $this->assertSame(['ws-card' => ['size'], 'ws-empty' => [], 'ws-odd' => []], ws_manifest_tags($json));
    }

    public function testATagNameWithATrailingNewlineIsLeftOut(): void
    {
        $tags = ws_manifest_tags(self::manifest(self::element("ws-card\n", 'heading')));
        if ($tags !== []) {
            $this->markTestIncomplete('bug: the tag pattern /^ws-[a-z][a-z0-9-]*$/ lets "ws-card\n" through ($ matches before a final newline); use \z or the D modifier');
        }
        $this->assertSame([], $tags);
    }

    // ws_widen_allowed_html

    public function testEveryWsTagGetsItsManifestAttributesAndTheCommonOnes(): void
    {
        $manifest = ws_manifest_tags(self::manifestJson());
        $allowed = ws_widen_allowed_html(self::wordpressAllowed(), $manifest);
        foreach ($manifest as $tag => $attributes) {
            $this->assertArrayHasKey($tag, $allowed);
            foreach ([...$attributes, 'id', 'class', 'title', 'role', 'slot', 'hidden', 'lang', 'dir', 'config', 'aria-label', 'aria-labelledby', 'aria-describedby', 'aria-hidden', 'data-*'] as $name) {
                $this->assertArrayHasKey($name, $allowed[$tag], "{$tag} {$name}");
                $this->assertTrue($allowed[$tag][$name], "{$tag} {$name}");
            }
            $this->assertArrayNotHasKey('style', $allowed[$tag], $tag);
        }
        $this->assertArrayHasKey('per-page', $allowed['ws-live-search']);
        $this->assertArrayHasKey('theme', $allowed['ws-consent-banner']);
    }

    public function testFramesLoadOnlyThroughDataSrc(): void
    {
        $wordpress = self::wordpressAllowed() + ['iframe' => ['src' => true, 'srcdoc' => true, 'onload' => true, 'sandbox' => true, 'style' => true]];
        $iframe = ws_widen_allowed_html($wordpress, ws_manifest_tags(self::manifestJson()))['iframe'];
        foreach (['src', 'srcdoc', 'onload', 'style'] as $name) {
            $this->assertArrayNotHasKey($name, $iframe, $name);
        }
        foreach (['data-*', 'title', 'width', 'height', 'loading', 'allow', 'allowfullscreen', 'referrerpolicy', 'class', 'id', 'slot'] as $name) {
            $this->assertArrayHasKey($name, $iframe, $name);
        }
    }

    public function testNoTagEndsUpWithAnEventHandlerOrSrcdocEvenWhenWordPressHadOne(): void
    {
        $wordpress = self::wordpressAllowed();
        $wordpress['a'] += ['onclick' => true, 'ONMOUSEOVER' => true];
        $wordpress['div'] += ['onmouseover' => true, 'srcdoc' => true];
        $wordpress['button'] += ['formaction' => true, 'onfocus' => true];
        $wordpress['img'] += ['onerror' => true];
        $wordpress['form'] += ['onsubmit' => true];
        $wordpress['video'] = ['src' => true, 'onplay' => true];
        $manifest = ws_manifest_tags(self::manifestJson()) + ['ws-card' => ['onclick', 'heading', 'srcdoc']];
        $allowed = ws_widen_allowed_html($wordpress, $manifest);
        foreach (self::everyAttribute($allowed) as $pair) {
            [$tag, $name] = explode(' ', $pair);
            $this->assertDoesNotMatchRegularExpression('/^on[a-z]*$/i', $name, $pair);
            $this->assertNotContains(strtolower($name), ['srcdoc', 'formaction'], $pair);
        }
        $this->assertSame(['href' => true], array_intersect_key($allowed['a'], ['href' => 1, 'onclick' => 1]));
        $this->assertArrayHasKey('heading', $allowed['ws-card']);
    }

    public function testStyleStaysWhereWordPressAllowedIt(): void
    {
        $allowed = ws_widen_allowed_html(self::wordpressAllowed(), ws_manifest_tags(self::manifestJson()));
        foreach (['a', 'img', 'form', 'button', 'div', 'p'] as $tag) {
            $this->assertArrayHasKey('style', $allowed[$tag], $tag);
        }
        foreach (['iframe', 'input', 'br', 'ws-consent-banner'] as $tag) {
            $this->assertArrayNotHasKey('style', $allowed[$tag], $tag);
        }
    }

    public function testWordPressesOwnAttributesAndTheirValuesAreKept(): void
    {
        $wordpress = self::wordpressAllowed();
        $allowed = ws_widen_allowed_html($wordpress, []);
        foreach (['a', 'img', 'button', 'div', 'p', 'br'] as $tag) {
            $this->assertEquals($wordpress[$tag], array_intersect_key($allowed[$tag], $wordpress[$tag]), $tag);
        }
        $this->assertSame(['valueless' => 'y'], $allowed['a']['download']);
        $this->assertTrue($allowed['img']['src']);
    }

    public function testWordPressesXmlLangIsKept(): void
    {
        // _wp_add_global_attributes() gives every tag 'xml:lang'; the name pattern refuses the colon.
        $wordpress = ['p' => ['xml:lang' => true, 'lang' => true]];
        $allowed = ws_widen_allowed_html($wordpress, []);
        if (!isset($allowed['p']['xml:lang'])) {
            $this->markTestIncomplete('bug (minor): ws_widen_allowed_html strips WordPress\'s global xml:lang from every tag; drop only names ws_attribute_refused refuses for being handlers/loaders, or skip the pattern for names WordPress gave');
        }
        $this->assertTrue($allowed['p']['xml:lang']);
    }

    public function testEveryTagTakesSlot(): void
    {
        $allowed = ws_widen_allowed_html(self::wordpressAllowed() + ['hr' => true], ws_manifest_tags(self::manifestJson()));
        foreach ($allowed as $tag => $attributes) {
            $this->assertIsArray($attributes, $tag);
            $this->assertArrayHasKey('slot', $attributes, $tag);
        }
        $this->assertSame(['slot' => true], $allowed['hr']);
        $this->assertSame(['slot' => true], $allowed['br']);
    }

    public function testPicturesAndMediaTakeDataSrcAndKeepTheirOwnAttributes(): void
    {
        $allowed = ws_widen_allowed_html(self::wordpressAllowed(), []);
        foreach (['img', 'video', 'audio', 'source'] as $tag) {
            foreach (['data-*', 'title', 'width', 'height', 'loading', 'sizes', 'aria-label', 'slot'] as $name) {
                $this->assertArrayHasKey($name, $allowed[$tag], "{$tag} {$name}");
            }
        }
        $this->assertArrayHasKey('alt', $allowed['img']);
        $this->assertArrayHasKey('usemap', $allowed['img']);
    }

    public function testFormFieldsForQuantityAndLiveSearch(): void
    {
        $allowed = ws_widen_allowed_html(self::wordpressAllowed() + ['input' => ['formaction' => true, 'onchange' => true, 'type' => true]], []);
        foreach (['type', 'name', 'value', 'min', 'max', 'step', 'placeholder', 'autocomplete', 'required', 'inputmode', 'aria-label', 'slot'] as $name) {
            $this->assertArrayHasKey($name, $allowed['input'], $name);
        }
        $this->assertArrayNotHasKey('formaction', $allowed['input']);
        $this->assertArrayNotHasKey('onchange', $allowed['input']);
        foreach (['role', 'method', 'action', 'class', 'enctype', 'style', 'slot'] as $name) {
            $this->assertArrayHasKey($name, $allowed['form'], $name);
        }
        $this->assertArrayHasKey('form', ws_widen_allowed_html([], []));
    }

    public function testWithoutAManifestNoWsTagIsAdded(): void
    {
        $allowed = ws_widen_allowed_html(self::wordpressAllowed(), []);
        $this->assertSame([], array_filter(array_keys($allowed), fn ($tag) => str_starts_with((string) $tag, 'ws-')));
    }

    // ws_unmarked_frames_removed

    /** @return array<string, array{string}> */
    public static function markedFrames(): array
    {
        $frames = [];
        foreach (WS_CONSENT_CATEGORIES as $category) {
            $frames["{$category}, double quotes"] = ["<iframe data-category=\"{$category}\" data-src=\"https://www.youtube-nocookie.com/embed/ID\" title=\"Werkstatt-Rundgang\"></iframe>"];
            $frames["{$category}, single quotes"] = ["<iframe title='Anfahrt' data-category='{$category}' data-src='https://maps.example/embed'></iframe>"];
            $frames["{$category}, no quotes"] = ["<iframe data-src=https://maps.example/embed data-category={$category}></iframe>"];
            $frames["{$category}, last before the end of the tag"] = ["<iframe data-src=\"https://maps.example/embed\" data-category={$category}></iframe>"];
        }
        $frames['spaces around ='] = ["<iframe data-category = \"marketing\" data-src=\"https://x.example/\"></iframe>"];
        $frames['on its own line'] = ["<iframe\n  data-category=\"marketing\"\n  data-src=\"https://x.example/\"\n></iframe>"];
        $frames['uppercase attribute name'] = ['<iframe DATA-CATEGORY="marketing" data-src="https://x.example/"></iframe>'];
        $frames['with text inside'] = ['<iframe data-category="statistics" data-src="https://x.example/">Ihr Browser zeigt keine <b>Rahmen</b>.</iframe>'];
        $frames['a ">" in an attribute value'] = ['<iframe title="Preise > 100 €" data-category="marketing" data-src="https://x.example/"></iframe>'];
        $frames['self-closing'] = ['<iframe data-category="marketing" data-src="https://x.example/" />'];
        $frames['unclosed'] = ['<iframe data-category="preferences" data-src="https://x.example/">'];
        $frames['closing tag with a space'] = ['<iframe data-category="marketing" data-src="https://x.example/"></iframe >'];
        return $frames;
    }

    /** @dataProvider markedFrames */
    public function testFramesMarkedWithACategoryThatAsksAreKept(string $frame): void
    {
        $this->assertSame($frame, ws_unmarked_frames_removed($frame));
        $this->assertSame("<p>Vorher</p>\n{$frame}\n<p>Nachher</p>", ws_unmarked_frames_removed("<p>Vorher</p>\n{$frame}\n<p>Nachher</p>"));
    }

    /** @return array<string, array{string}> */
    public static function unmarkedFrames(): array
    {
        return [
            'unmarked with data-src' => ['<iframe data-src="https://tracker.example/" title="Karte"></iframe>'],
            'unmarked with src' => ['<iframe src="https://tracker.example/"></iframe>'],
            'no attributes' => ['<iframe></iframe>'],
            'functional' => ['<iframe data-category="functional" data-src="https://tracker.example/"></iframe>'],
            'functional, no quotes' => ['<iframe data-category=functional data-src="https://tracker.example/"></iframe>'],
            'marketingX' => ['<iframe data-category="marketingX" data-src="https://tracker.example/"></iframe>'],
            'marketing-x, no quotes' => ['<iframe data-category=marketing-x data-src="https://tracker.example/"></iframe>'],
            'xmarketing' => ['<iframe data-category="xmarketing" data-src="https://tracker.example/"></iframe>'],
            'statistics-anonymousX' => ['<iframe data-category="statistics-anonymousX" data-src="https://tracker.example/"></iframe>'],
            'empty category' => ['<iframe data-category="" data-src="https://tracker.example/"></iframe>'],
            'category without value' => ['<iframe data-category data-src="https://tracker.example/"></iframe>'],
            'another data attribute' => ['<iframe data-categories="marketing" data-src="https://tracker.example/"></iframe>'],
            'data-category-x' => ['<iframe data-category-x="marketing" data-src="https://tracker.example/"></iframe>'],
            'prefixed name' => ['<iframe xdata-category="marketing" data-src="https://tracker.example/"></iframe>'],
            'in a title value, single quotes' => ['<iframe title=\'data-category="marketing"\' data-src="https://tracker.example/"></iframe>'],
            'in a title value, double quotes' => ['<iframe title="data-category=marketing" data-src="https://tracker.example/"></iframe>'],
            'a ">" in an attribute value' => ['<iframe title="a > b" data-src="https://tracker.example/"></iframe>'],
            'a ">" in a single-quoted value' => ['<iframe title=\'a > data-category="marketing"\' data-src="https://tracker.example/"></iframe>'],
            'self-closing' => ['<iframe data-src="https://tracker.example/" />'],
            'unclosed' => ['<iframe data-src="https://tracker.example/">'],
            'uppercase IFRAME' => ['<IFRAME DATA-SRC="https://tracker.example/"></IFRAME>'],
            'mixed case' => ['<IFrame data-src="https://tracker.example/"></iFrame>'],
            'nested text content' => ['<iframe data-src="https://tracker.example/">Kein Rahmen? <a href="https://tracker.example/">Hier</a> <p>öffnen</p></iframe>'],
            'closing tag with a space' => ['<iframe data-src="https://tracker.example/"></iframe >'],
            'on several lines' => ["<iframe\n data-src=\"https://tracker.example/\"\n>\n</iframe\n>"],
        ];
    }

    /** @dataProvider unmarkedFrames */
    public function testFramesThatDoNotWaitForAnAskingCategoryAreRemoved(string $frame): void
    {
        $this->assertSame('', ws_unmarked_frames_removed($frame));
        $this->assertSame("<p>Vorher</p>\n\n<p>Nachher</p>", ws_unmarked_frames_removed("<p>Vorher</p>\n{$frame}\n<p>Nachher</p>"));
    }

    public function testSeveralFramesInOneTextKeepTheTextBetweenThem(): void
    {
        $marked = '<iframe data-category="marketing" data-src="https://www.youtube-nocookie.com/embed/ID" title="Video"></iframe>';
        $html = "<h2>Anfahrt</h2>\n"
            . '<iframe data-src="https://maps.example/"></iframe>'
            . "<p>Zwischen den Rahmen</p>\n"
            . $marked
            . "\n<p>Noch ein Absatz</p>"
            . '<IFRAME data-category="functional" data-src="https://x.example/">Text</IFRAME>'
            . '<iframe data-category=\'statistics\' data-src="https://stats.example/"></iframe>'
            . '<iframe src="https://evil.example/" />'
            . '<p>Ende</p>';
        $this->assertSame(
            "<h2>Anfahrt</h2>\n<p>Zwischen den Rahmen</p>\n{$marked}\n<p>Noch ein Absatz</p>"
            . '<iframe data-category=\'statistics\' data-src="https://stats.example/"></iframe><p>Ende</p>',
            ws_unmarked_frames_removed($html),
        );
    }

    public function testTextWithoutFramesIsUnchanged(): void
    {
        foreach (['', 'Bremsen & Reifen', '<p>Ein iframe im Text</p>', '<iframex data-src="x"></iframex>', '<div data-category="marketing"><img data-src="x.png" alt=""></div>', '<p>&lt;iframe src="x"&gt;</p>', 'Öl für 5 € > 3 €'] as $html) {
            $this->assertSame($html, ws_unmarked_frames_removed($html), $html);
        }
    }

    public function testACategoryWrittenInsideAnotherAttributesValueDoesNotMarkTheFrame(): void
    {
        // Survives WordPress's kses unchanged (checked with wp_kses and the widened tags): the frame
        // has no data-category attribute, so the lazy loader loads data-src without consent.
        $frames = [
            '<iframe title="Karte data-category=marketing zoom" data-src="https://tracker.example/"></iframe>',
            '<iframe title=\'Karte data-category="marketing" zoom\' data-src="https://tracker.example/"></iframe>',
            '<iframe data-src="https://tracker.example/" title="x data-category=marketing"></iframe>',
        ];
        $kept = array_values(array_filter($frames, fn ($frame) => ws_unmarked_frames_removed($frame) !== ''));
        if ($kept !== []) {
            $this->markTestIncomplete('bug: ws_unmarked_frames_removed keeps an unmarked frame whose other attribute value contains " data-category=marketing", e.g. ' . $kept[0] . '; parse the attributes (name, quoted value) and check the data-category attribute itself');
        }
        $this->assertSame([], $kept);
    }

    public function testOnlyTheFirstOfTwoCategoryAttributesCounts(): void
    {
        // A browser reads the first of two equal attributes, so this frame is "functional" and loads
        // at once. Hardening only: kses (which runs first) already keeps just the first attribute.
        $frame = '<iframe data-category="functional" data-category="marketing" data-src="https://tracker.example/"></iframe>';
        if (ws_unmarked_frames_removed($frame) !== '') {
            $this->markTestIncomplete('hardening (kses removes the duplicate before this rule runs): the rule looks at any data-category, the browser at the first one');
        }
        $this->assertSame('', ws_unmarked_frames_removed($frame));
    }

    public function testQuotesAreReadAsTheBrowserReadsThem(): void
    {
        // Hardening only: kses (which runs first) rewrites both to well-quoted markup.
        // 1. The browser ends this tag at the first ">" (title=a'b, data-src=https://evil.example/),
        //    an unmarked frame; the rule reads 'b ...' as a quoted value running past it.
        // 2. An unpaired quote: the browser reads an unmarked frame (title ending at the next '"'),
        //    the rule's pattern finds no tag at all and leaves the frame in place.
        $frames = [
            "<iframe title=a'b data-src=https://evil.example/>' data-category=marketing x></iframe>",
            '<iframe data-src="https://evil.example/" title="x></iframe><p class="a">hi</p>',
        ];
        $kept = array_values(array_filter($frames, fn ($frame) => str_contains(ws_unmarked_frames_removed($frame), 'evil.example')));
        if ($kept !== []) {
            $this->markTestIncomplete('hardening (kses rewrites this markup before the rule runs): quotes only open a value right after "=", and a tag whose quotes do not pair is removed, e.g. ' . $kept[0]);
        }
        $this->assertSame([], $kept);
    }
}
