// What the manifest reads from the code itself, with the TypeScript compiler: the typed event map
// (`WsEventDetails`, every element adds its events in its define.ts) and each tag's element
// interface (`HTMLElementTagNameMap`). So an event's detail, a property's type and a method's
// signature in the manifest are the ones the code compiles against, never a second copy.
import ts from 'typescript';

export interface CodeParameter {
  name: string;
  type: string;
  optional: boolean;
}

export type CodeMember =
  { kind: 'field'; type: string; readonly: boolean } | { kind: 'method'; parameters: CodeParameter[]; returns: string };

export interface CodeTypes {
  /** Event name -> its detail type as text. */
  events: Map<string, string>;
  /** Tag -> public member name -> its type. Members HTMLElement already has are left out. */
  members: Map<string, Map<string, CodeMember>>;
}

const FORMAT =
  ts.TypeFormatFlags.NoTruncation |
  ts.TypeFormatFlags.UseSingleQuotesForStringLiteralType |
  ts.TypeFormatFlags.WriteArrayAsGenericType;

/** Declared in this project (not in TypeScript's lib or a package's types). */
const ownDeclaration = (declaration: ts.Declaration | undefined) =>
  declaration !== undefined && !/[\\/]node_modules[\\/]/.test(declaration.getSourceFile().fileName);

/** Type text a page author can read: aliases and our own detail interfaces spelled out. */
function typeText(checker: ts.TypeChecker, type: ts.Type, depth = 0): string {
  if (type.isUnion()) {
    const members = type.types.map((member) => typeText(checker, member, depth));
    // The checker splits boolean into its two literals.
    const booleans = members.includes('false') && members.includes('true');
    const rest = members.filter((member) => !booleans || (member !== 'false' && member !== 'true'));
    // null and undefined last, as people write them.
    const isEmpty = (member: string) => member === 'null' || member === 'undefined';
    const empty = rest.filter(isEmpty);
    const values = rest.filter((member) => !isEmpty(member));
    return [...(booleans ? ['boolean'] : []), ...values, ...empty].join(' | ');
  }
  const symbol = type.getSymbol();
  const expandable =
    depth < 2 &&
    (type.flags & ts.TypeFlags.Object) !== 0 &&
    symbol !== undefined &&
    ownDeclaration(symbol.declarations?.[0]) &&
    checker.getSignaturesOfType(type, ts.SignatureKind.Call).length === 0;
  if (expandable) {
    const fields = checker.getPropertiesOfType(type).map((property) => {
      const optional = (property.flags & ts.SymbolFlags.Optional) !== 0;
      const propertyType = checker.getTypeOfSymbol(property);
      const text = typeText(checker, optional ? checker.getNonNullableType(propertyType) : propertyType, depth + 1);
      return `${property.name}${optional ? '?' : ''}: ${text}`;
    });
    return `{ ${fields.join('; ')} }`;
  }
  return checker.typeToString(type, undefined, FORMAT);
}

function memberOf(checker: ts.TypeChecker, property: ts.Symbol): CodeMember {
  const type = checker.getTypeOfSymbol(property);
  const signature = checker.getSignaturesOfType(type, ts.SignatureKind.Call)[0];
  const declaration = property.declarations?.[0];
  if (signature && declaration && (ts.isMethodSignature(declaration) || ts.isMethodDeclaration(declaration))) {
    return {
      kind: 'method',
      parameters: signature.getParameters().map((parameter) => {
        const parameterDeclaration = parameter.declarations?.[0];
        const optional =
          parameterDeclaration !== undefined &&
          ts.isParameter(parameterDeclaration) &&
          (parameterDeclaration.questionToken !== undefined || parameterDeclaration.initializer !== undefined);
        const parameterType = checker.getTypeOfSymbol(parameter);
        return {
          name: parameter.name,
          type: typeText(checker, optional ? checker.getNonNullableType(parameterType) : parameterType),
          optional,
        };
      }),
      returns: typeText(checker, signature.getReturnType()),
    };
  }
  const readonly =
    declaration !== undefined && (ts.getCombinedModifierFlags(declaration) & ts.ModifierFlags.Readonly) !== 0;
  return { kind: 'field', type: typeText(checker, type), readonly };
}

/** Reads the event map and the element interfaces of the program rooted at the given define.ts files. */
export function readCodeTypes(defineFiles: string[], tags: string[], configFile = 'tsconfig.json'): CodeTypes {
  const config = ts.getParsedCommandLineOfConfigFile(
    configFile,
    {},
    { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => undefined },
  );
  if (!config) throw new Error(`cannot read ${configFile}`);
  // Only the elements' own files: a test's probe events must not reach the manifest.
  const program = ts.createProgram(defineFiles, { ...config.options, noEmit: true, types: [] });
  const checker = program.getTypeChecker();
  const globalInterface = (name: string) => {
    const symbol = checker.resolveName(name, undefined, ts.SymbolFlags.Interface, false);
    if (!symbol) throw new Error(`the interface ${name} is not declared`);
    return checker.getDeclaredTypeOfSymbol(symbol);
  };

  const events = new Map<string, string>();
  for (const event of checker.getPropertiesOfType(globalInterface('WsEventDetails'))) {
    events.set(event.name, typeText(checker, checker.getTypeOfSymbol(event)));
  }

  const tagNameMap = globalInterface('HTMLElementTagNameMap');
  const nativeMembers = new Set(
    checker.getPropertiesOfType(globalInterface('HTMLElement')).map((member) => member.name),
  );
  const members = new Map<string, Map<string, CodeMember>>();
  for (const tag of tags) {
    const entry = tagNameMap.getProperty(tag);
    if (!entry) throw new Error(`${tag} is not in HTMLElementTagNameMap`);
    const own = new Map<string, CodeMember>();
    for (const property of checker.getPropertiesOfType(checker.getTypeOfSymbol(entry))) {
      if (!nativeMembers.has(property.name)) own.set(property.name, memberOf(checker, property));
    }
    members.set(tag, own);
  }
  return { events, members };
}
